-- One account cannot lock a listing (issue 28, finding 4). A bid could be 10 × the current bid
-- + 1 g: eight bids took a listing from 51 g to the 100,000,000 g cap in seconds, and nobody could
-- outbid it until its round ended. Any limit by a factor grows exponentially, so it reaches the
-- cap within a round's 1,500 bids (10 a minute for 2.5 h). The raise is now additive: a bid may
-- be at most the current bid + the starting bid (at least 1 g). One account then takes a listing
-- to at most start + 1,500 × max(start, 1 g) in a round; with a starting bid of at most 5,000 g
-- that stays under 7,510,000 g, far below the cap, so another bidder can always outbid it (it
-- would take 14 accounts bidding together at the highest starting bid).
-- shared/src/lib/bid-limits.ts holds the same rule; the dialog shows the largest bid.

alter table public.auction_listings
  add constraint auction_listings_starting_bid_max check (starting_bid <= 50000000);
comment on constraint auction_listings_starting_bid_max on public.auction_listings is
  'At most 5,000 g: keeps one bidder''s reach in a round below the 100,000,000 g cap.';

drop function public.max_bid_step(bigint);
create function public.max_bid(p_current_bid bigint, p_starting_bid bigint)
returns bigint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(
    greatest(p_current_bid, p_starting_bid) + greatest(p_starting_bid, 10000),
    1000000000000
  )
$$;
comment on function public.max_bid(bigint, bigint) is
  'The highest bid accepted: the current bid + the starting bid (at least 1 gold), within the '
  '100,000,000 gold cap.';
revoke all on function public.max_bid(bigint, bigint) from public, anon, authenticated;
grant execute on function public.max_bid(bigint, bigint) to anon, authenticated, service_role;

create or replace function public.place_bid(p_listing_id bigint, p_amount bigint)
returns table (
  id bigint,
  item text,
  seller text,
  starting_bid bigint,
  current_bid bigint,
  end_time timestamptz,
  rarity text,
  description text,
  image_url text,
  updated_at timestamptz,
  highest_bidder text,
  log_id bigint
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bidder_id uuid := private.current_member();
  bidder_name text;
  listing public.auction_listings;
  new_log_id bigint;
begin
  if bidder_id is null then
    raise exception 'You must be signed in to place a bid' using errcode = '42501';
  end if;

  -- The row lock serialises concurrent bids on one listing: each sees the previous winner's
  -- current_bid, so a bid that lost the race fails validation instead of overwriting it.
  select * into listing from public.auction_listings where id = p_listing_id for update;
  if not found then
    raise exception 'Auction listing not found' using errcode = 'PT404';
  end if;

  -- Apply expiry first, exactly as auction_listings_live shows it.
  if listing.end_time <= now() then
    listing.end_time := public.auction_next_end(listing.end_time, now());
    listing.current_bid := listing.starting_bid;
  end if;

  -- The page's messages in the page's order, then the limits (docs/product/auction.md#bidding).
  if p_amount is null or p_amount <= listing.current_bid then
    raise exception 'Bid must be higher than current bid';
  end if;
  if p_amount < listing.starting_bid then
    raise exception 'Bid must be at least the starting bid';
  end if;
  if p_amount > 1000000000000 then
    raise exception 'Bid can be at most 100,000,000g';
  end if;
  if p_amount > public.max_bid(listing.current_bid, listing.starting_bid) then
    raise exception 'Bid can raise the current bid by at most the starting bid (at least 1g)';
  end if;
  perform private.take_rate_limit(
    'bid:' || bidder_id, 10, interval '1 minute',
    'You can place at most 10 bids a minute. Please wait a moment.'
  );

  bidder_name := private.display_name(bidder_id);

  update public.auction_listings
  set current_bid = p_amount, end_time = listing.end_time
  where id = p_listing_id
  returning * into listing;

  insert into public.auction_logs (listing_id, item_name, bidder, amount)
  values (listing.id, listing.item, bidder_name, p_amount)
  returning id into new_log_id;
  insert into private.auction_log_bidders (log_id, user_id) values (new_log_id, bidder_id);

  return query select
    listing.id, listing.item, listing.seller, listing.starting_bid, listing.current_bid,
    listing.end_time, listing.rarity, listing.description, listing.image_url, listing.updated_at,
    bidder_name, new_log_id;
end
$$;
comment on function public.place_bid(bigint, bigint) is
  'Places a bid for the signed-in user: applies expiry, validates and rate-limits, updates the '
  'listing and logs the bid under the bidder''s display name in one transaction.';
