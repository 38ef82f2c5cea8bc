-- Auction abuse limits: bidders are never public by e-mail, bids are bounded and rate-limited, a
-- deleted account cannot bid, and the chat notification is claimed by the bid's own bidder only.

-- Who placed a bid, by user id, where no API role can read it. auction_logs stays publicly
-- readable (the auction's public bid log) and keeps only the display name.
create table private.auction_log_bidders (
  log_id bigint primary key references public.auction_logs (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade
);
create index auction_log_bidders_user_idx on private.auction_log_bidders (user_id);
comment on table private.auction_log_bidders is
  'The user behind each auction_logs row; read only by place_bid and claim_bid_notification.';
alter table private.auction_log_bidders enable row level security;
revoke all on private.auction_log_bidders from public, anon, authenticated, service_role;

-- Existing rows stored the bidder's e-mail: link them to the account and show its display name.
insert into private.auction_log_bidders (log_id, user_id)
select g.id, u.id
from public.auction_logs g
join public.users u on lower(u.email) = lower(g.bidder);
update public.auction_logs g
set bidder = coalesce(
  (select private.display_name(b.user_id) from private.auction_log_bidders b where b.log_id = g.id),
  'Anonymous'
)
where g.bidder is distinct from 'Anonymous';
comment on column public.auction_logs.bidder is
  'The bidder''s display name at the time of the bid (profile username), or ''Anonymous''.';

-- A deleted account's bids stay in the log, without its name.
create function private.anonymise_removed_bidder()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.auction_logs set bidder = 'Anonymous' where id = old.log_id;
  return null;
end
$$;
revoke all on function private.anonymise_removed_bidder() from public;
create trigger auction_log_bidders_anonymise
  after delete on private.auction_log_bidders
  for each row execute function private.anonymise_removed_bidder();

-- The highest bidder's name on each listing (null when the current period has no bid yet).
create or replace view public.auction_listings_live
with (security_invoker = true)
as
select
  l.id,
  l.item,
  l.seller,
  l.starting_bid,
  case when l.end_time > now() then l.current_bid else l.starting_bid end as current_bid,
  public.auction_next_end(l.end_time, now()) as end_time,
  l.rarity,
  l.description,
  l.image_url,
  l.updated_at,
  case when l.end_time > now() then (
    select g.bidder from public.auction_logs g
    where g.listing_id = l.id and g.amount = l.current_bid
    order by g.id desc
    limit 1
  ) end as highest_bidder
from public.auction_listings l;

-- Bid limits ----------------------------------------------------------------------------------
-- MAX_BID: 100,000,000 gold in copper. Far above any real price, and every bid stays an exact
--   JavaScript number (below 2^53) and a valid bigint.
-- A bid may be at most 10 × the current bid + 1 gold: a fat-fingered or hostile bid cannot jump a
--   listing out of everyone's reach in one step (the + 1 gold lets cheap listings move at all).
-- At most 10 accepted bids per user per minute.
-- shared/src/types/database.ts (BID_LIMITS, BID_ERRORS) holds the same numbers and messages.
create function public.max_bid_step(p_current_bid bigint)
returns bigint
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(least(p_current_bid, 1000000000000) * 10 + 10000, 1000000000000)
$$;
comment on function public.max_bid_step(bigint) is
  'The highest bid accepted over a current bid: 10 × it + 1 gold, within the 100,000,000 gold cap.';
revoke all on function public.max_bid_step(bigint) from public, anon, authenticated;
grant execute on function public.max_bid_step(bigint) to anon, authenticated, service_role;

-- Listings pushed beyond the cap before it existed could never be outbid again: they restart.
update public.auction_listings set current_bid = starting_bid
where current_bid > 1000000000000 and starting_bid <= 1000000000000;

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
  if p_amount > public.max_bid_step(listing.current_bid) then
    raise exception 'Bid can be at most 10 times the current bid plus 1g';
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
revoke all on function public.place_bid(bigint, bigint) from public, anon, authenticated;
grant execute on function public.place_bid(bigint, bigint) to authenticated;

-- Bid notification ----------------------------------------------------------------------------
-- auction-bid-notify calls this with the caller's own token before posting to the chat webhook.
-- It answers the message's fields once per bid, only to the bid's own bidder, at most 10 times a
-- minute per user; no row means the bid was already announced.
create function public.claim_bid_notification(p_log_id bigint)
returns table (
  item_name text,
  bidder text,
  amount bigint,
  "timestamp" timestamptz,
  notified_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := private.current_member();
  bid_log public.auction_logs;
  owner uuid;
begin
  if caller is null then
    raise exception 'You must be signed in to announce a bid' using errcode = '42501';
  end if;
  select * into bid_log from public.auction_logs where id = p_log_id for update;
  if not found then
    raise exception 'Bid not found' using errcode = 'PT404';
  end if;
  select b.user_id into owner from private.auction_log_bidders b where b.log_id = p_log_id;
  if owner is distinct from caller then
    raise exception 'You can only announce your own bid' using errcode = '42501';
  end if;
  if bid_log.notified_at is not null then
    return;
  end if;
  perform private.take_rate_limit(
    'bid-notify:' || caller, 10, interval '1 minute',
    'You can announce at most 10 bids a minute. Please wait a moment.'
  );
  update public.auction_logs set notified_at = clock_timestamp()
  where id = p_log_id
  returning * into bid_log;
  return query select
    bid_log.item_name, bid_log.bidder, bid_log.amount, bid_log."timestamp", bid_log.notified_at;
end
$$;
comment on function public.claim_bid_notification(bigint) is
  'Marks the caller''s own bid as announced and returns the message fields; empty when it '
  'already was.';
revoke all on function public.claim_bid_notification(bigint) from public, anon, authenticated;
grant execute on function public.claim_bid_notification(bigint) to authenticated;
