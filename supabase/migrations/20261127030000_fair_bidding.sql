-- Fair bidding (issue 41, items 6 and 20). Two bids place_bid took that no honest auction needs:
-- - an admin bidding on a listing they created (shill bidding: the one who set the listing up
--   drives its price). Refused: "You cannot bid on a listing you created".
-- - the leader bidding over their own highest bid: it only raises their own price. Refused:
--   "You already hold the highest bid". The auction house says "You're leading" and keeps the
--   leader's Bid button off; this is the rule behind it.
-- Both are checked under the listing's row lock, after the listing's own state and before the
-- amount (docs/product/auction.md#bidding). shared/src/lib/database-rules.ts holds the messages.
-- The answer also carries the listing's item and its category (the art the page draws, issue 41
-- item 14). Otherwise as 20261126040100_auctions_end.sql.

drop function public.place_bid(bigint, bigint);
create function public.place_bid(p_listing_id bigint, p_amount bigint)
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
  repeats boolean,
  log_id bigint,
  item_id bigint,
  item_category text
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
  previous_leader uuid;
  new_log_id bigint;
begin
  if bidder_id is null then
    raise exception 'You must be signed in to place a bid' using errcode = '42501';
  end if;

  -- The row lock serialises concurrent bids on one listing: each sees the previous winner's
  -- current_bid, so a bid that lost the race fails validation instead of overwriting it. The
  -- end is checked under the same lock: a bid either lands before it or is refused.
  select * into listing from public.auction_listings where id = p_listing_id for update;
  if not found then
    raise exception 'Auction listing not found' using errcode = 'PT404';
  end if;
  if listing.cancelled_at is not null then
    raise exception 'This auction was cancelled' using errcode = 'PT409';
  end if;
  if listing.created_by = bidder_id then
    raise exception 'You cannot bid on a listing you created' using errcode = 'PT403';
  end if;

  if listing.end_time <= now() then
    if not listing.repeats then
      raise exception 'This auction has ended' using errcode = 'PT409';
    end if;
    -- A round listing restarts, exactly as auction_listings_live shows it.
    listing.end_time := public.auction_next_end(listing.end_time, now());
    listing.current_bid := listing.starting_bid;
  elsif listing.current_bid > listing.starting_bid then
    select b.user_id into previous_leader
    from public.auction_logs g
    join private.auction_log_bidders b on b.log_id = g.id
    where g.listing_id = p_listing_id and g.amount = listing.current_bid
    order by g.id desc
    limit 1;
  end if;
  if previous_leader = bidder_id then
    raise exception 'You already hold the highest bid' using errcode = 'PT409';
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

  if previous_leader is not null then
    insert into public.member_notices (user_id, kind, listing_id, item, amount)
    values (previous_leader, 'outbid', listing.id, listing.item, p_amount)
    on conflict (user_id, listing_id) where kind = 'outbid' and read_at is null
    do update set amount = excluded.amount, created_at = excluded.created_at;
  end if;

  return query select
    listing.id, listing.item, listing.seller, listing.starting_bid, listing.current_bid,
    listing.end_time, listing.rarity, listing.description, listing.image_url, listing.updated_at,
    bidder_name, listing.repeats, new_log_id, listing.item_id,
    (select i.category from public.items i where i.id = listing.item_id);
end
$$;
revoke all on function public.place_bid(bigint, bigint) from public, anon, authenticated;
grant execute on function public.place_bid(bigint, bigint) to authenticated;
comment on function public.place_bid(bigint, bigint) is
  'Places a bid for the signed-in user: refuses ended and cancelled listings, bids on the '
  'bidder''s own listing and over their own highest bid, applies round expiry, validates and '
  'rate-limits, updates the listing, logs the bid and tells the member it outbid, in one '
  'transaction.';
