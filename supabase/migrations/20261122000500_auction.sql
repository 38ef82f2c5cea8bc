-- Auction house: listings, the bid log, server-side bidding and expiry.
--
-- Read path for the site: auction_listings_live (effective end_time and current_bid after
-- expiry). Write path: place_bid() only. Money is bigint copper (100 c = 1 s, 100 s = 1 g).

create table public.auction_listings (
  id bigint generated always as identity primary key,
  item text not null check (btrim(item) <> ''),
  seller text not null check (btrim(seller) <> ''),
  starting_bid bigint not null check (starting_bid > 0),
  current_bid bigint not null,
  end_time timestamptz not null,
  -- Legendary, Epic and Rare get colours in the UI; anything else shows plain.
  rarity text not null default 'Common' check (btrim(rarity) <> ''),
  description text not null default '',
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint auction_listings_current_bid_check check (current_bid >= starting_bid)
);

create trigger auction_listings_set_updated_at
  before update on public.auction_listings
  for each row execute function public.set_updated_at();

create table public.auction_logs (
  id bigint generated always as identity primary key,
  listing_id bigint not null references public.auction_listings (id) on delete cascade,
  item_name text not null,
  -- The bidder's e-mail at the time of the bid, or 'Anonymous' when it has none.
  bidder text not null,
  amount bigint not null check (amount > 0),
  "timestamp" timestamptz not null default now(),
  -- Set once by the auction-bid-notify function so a replayed request cannot post twice.
  notified_at timestamptz
);
create index auction_logs_listing_idx on public.auction_logs (listing_id, "timestamp" desc);

-- Expiry (docs/product/auction.md#listings: a listing restarts 2.5 h = 9,000,000 ms later). The
-- next end is a pure function of the stored end, so every reader computes the same value and
-- nothing has to run on a schedule: a listing that ended n periods ago restarts n + 1 periods after
-- its end.
create function public.auction_next_end(p_end_time timestamptz, p_at timestamptz)
returns timestamptz
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_end_time > p_at then p_end_time
    else p_end_time
      + interval '9000 seconds' * (floor(extract(epoch from p_at - p_end_time) / 9000) + 1)
  end
$$;
comment on function public.auction_next_end(timestamptz, timestamptz) is
  'End time in effect at p_at for a listing stored with p_end_time (rolled forward in 2.5 h steps).';

-- What the site reads. A listing whose stored end has passed shows its restarted state (new end,
-- current bid back to the starting bid) until the next accepted bid stores exactly that state.
create view public.auction_listings_live
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
  l.updated_at
from public.auction_listings l;
comment on view public.auction_listings_live is
  'Auction listings as they stand now, with expiry applied. The read path for the site.';

-- The only way to bid. Returns the listing as stored after the bid plus the new log row's id
-- (for the auction-bid-notify function).
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
  log_id bigint
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  bidder_id uuid := auth.uid();
  listing public.auction_listings;
  bidder_email text;
  new_log_id bigint;
begin
  if bidder_id is null then
    raise exception 'You must be signed in to place a bid' using errcode = '42501';
  end if;

  -- The row lock serialises concurrent bids on one listing: each sees the previous winner's
  -- current_bid, so a bid that lost the race fails validation instead of overwriting it.
  select * into listing from public.auction_listings where id = p_listing_id for update;
  if not found then
    -- PostgREST answers a PTxyz SQLSTATE with HTTP status xyz.
    raise exception 'Auction listing not found' using errcode = 'PT404';
  end if;

  -- Apply expiry first, exactly as auction_listings_live shows it.
  if listing.end_time <= now() then
    listing.end_time := public.auction_next_end(listing.end_time, now());
    listing.current_bid := listing.starting_bid;
  end if;

  -- The page's messages, in the page's order (docs/product/auction.md#bidding).
  if p_amount is null or p_amount <= listing.current_bid then
    raise exception 'Bid must be higher than current bid';
  end if;
  if p_amount < listing.starting_bid then
    raise exception 'Bid must be at least the starting bid';
  end if;

  select u.email into bidder_email from public.users u where u.id = bidder_id;

  update public.auction_listings
  set current_bid = p_amount, end_time = listing.end_time
  where id = p_listing_id
  returning * into listing;

  insert into public.auction_logs (listing_id, item_name, bidder, amount)
  values (listing.id, listing.item, coalesce(bidder_email, 'Anonymous'), p_amount)
  returning id into new_log_id;

  return query select
    listing.id, listing.item, listing.seller, listing.starting_bid, listing.current_bid,
    listing.end_time, listing.rarity, listing.description, listing.image_url, listing.updated_at,
    new_log_id;
end
$$;
comment on function public.place_bid(bigint, bigint) is
  'Places a bid for the signed-in user: applies expiry, validates, updates the listing and logs '
  'the bid in one transaction.';

-- Row-level security --------------------------------------------------------------------------
-- Everyone reads listings and the bid log; nobody but the service role writes them directly.

alter table public.auction_listings enable row level security;
revoke all on public.auction_listings from anon, authenticated;
grant select on public.auction_listings to anon, authenticated;
grant all on public.auction_listings to service_role;
create policy "auction_listings: everyone reads" on public.auction_listings
  for select to anon, authenticated using (true);

revoke all on public.auction_listings_live from anon, authenticated;
grant select on public.auction_listings_live to anon, authenticated, service_role;

alter table public.auction_logs enable row level security;
revoke all on public.auction_logs from anon, authenticated;
grant select on public.auction_logs to anon, authenticated;
grant all on public.auction_logs to service_role;
create policy "auction_logs: everyone reads" on public.auction_logs
  for select to anon, authenticated using (true);

revoke all on function public.auction_next_end(timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.auction_next_end(timestamptz, timestamptz)
  to anon, authenticated, service_role;
revoke all on function public.place_bid(bigint, bigint) from public, anon, authenticated;
grant execute on function public.place_bid(bigint, bigint) to authenticated;

-- Admin dashboard figures in one call (users is admin-only, so the page cannot count it itself
-- without the same check). Every listing restarts forever, so all of them are active.
create function public.admin_stats()
returns table (total_users bigint, admins bigint, events bigint, active_auctions bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can read the dashboard statistics' using errcode = '42501';
  end if;
  return query select
    (select count(*) from public.users),
    (select count(*) from public.user_roles ur join public.roles r on r.id = ur.role_id
      where r.name = 'admin'),
    (select count(*) from public.calendar_events),
    (select count(*) from public.auction_listings);
end
$$;
revoke all on function public.admin_stats() from public, anon, authenticated;
grant execute on function public.admin_stats() to authenticated, service_role;
