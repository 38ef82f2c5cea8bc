-- Auctions end (issue 29). A listing an admin creates from an item runs once: at its end time it
-- is sold to the highest bid, or unsold; it shows so for a day, then leaves the auction house.
-- The sample listings of the seed keep their rounds (`repeats`, 2.5 h each, as before).
--
-- Nothing needs a scheduler to be right: every read derives a listing's state from its end time
-- and the bid log, and place_bid refuses an ended listing in the same transaction that checks
-- the end. What time alone cannot do — tell the winner (an in-site notice and an e-mail) — is
-- "settlement": settle_auctions() records the outcome once per listing and queues both. It runs
-- lazily (pages and the game bridge call it; it is cheap when nothing is due) and, where pg_cron
-- exists (hosted), every minute (docs/decisions.md, "Auctions end").

alter table public.auction_listings
  add column item_id bigint references public.items (id),
  add column repeats boolean not null default false,
  add column created_by uuid references public.users (id) on delete set null,
  add column cancelled_at timestamptz,
  -- Set once by settlement, with the winning bid (null: unsold).
  add column settled_at timestamptz,
  add column winner_log_id bigint references public.auction_logs (id),
  -- Set once by the game bridge when the server handed the item to the winner.
  add column delivered_at timestamptz;
comment on column public.auction_listings.repeats is
  'Restarts every 2.5 h at its starting bid (the sample listings); false: ends once, at end_time.';
comment on column public.auction_listings.winner_log_id is
  'The winning bid, recorded at settlement; the state itself is derived from end_time and the log.';

-- Listings that existed before this migration are the sample ones: they keep their rounds.
update public.auction_listings set repeats = true;

create index auction_listings_item_idx on public.auction_listings (item_id);
-- The live list reads the round listings and the recently ended ones; the admins' "cancelled"
-- filter its own; settlement and the game bridge the few still to settle or deliver.
create index auction_listings_rounds_idx on public.auction_listings (id)
  where repeats and cancelled_at is null;
create index auction_listings_end_idx on public.auction_listings (end_time, id)
  where not repeats and cancelled_at is null;
create index auction_listings_cancelled_idx on public.auction_listings (id)
  where cancelled_at is not null;
create index auction_listings_unsettled_idx on public.auction_listings (end_time)
  where not repeats and cancelled_at is null and settled_at is null;
create index auction_listings_undelivered_idx on public.auction_listings (end_time, id)
  where winner_log_id is not null and delivered_at is null;
-- The admins' search by item or seller (any part, case ignored), as the items' search.
create index auction_listings_item_search_idx on public.auction_listings
  using gin (lower(item) extensions.gin_trgm_ops);
create index auction_listings_seller_search_idx on public.auction_listings
  using gin (lower(seller) extensions.gin_trgm_ops);

-- A listing's state at p_at: 'live', 'sold', 'unsold' or 'cancelled'. Round listings are always
-- live. `p_has_bid`: whether any bid was ever placed on it.
create function public.auction_status(
  p_repeats boolean,
  p_cancelled_at timestamptz,
  p_end_time timestamptz,
  p_has_bid boolean,
  p_at timestamptz
)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_cancelled_at is not null then 'cancelled'
    when p_repeats or p_end_time > p_at then 'live'
    when p_has_bid then 'sold'
    else 'unsold'
  end
$$;
revoke all on function public.auction_status(boolean, timestamptz, timestamptz, boolean, timestamptz)
  from public, anon, authenticated;
grant execute on function public.auction_status(boolean, timestamptz, timestamptz, boolean, timestamptz)
  to anon, authenticated, service_role;

-- The highest bid on a listing (its winner once it ended): the newest of the highest amount.
create function private.top_bid(p_listing_id bigint)
returns public.auction_logs
language sql
stable
set search_path = ''
as $$
  select g.* from public.auction_logs g
  where g.listing_id = p_listing_id
  order by g.amount desc, g.id desc
  limit 1
$$;
revoke all on function private.top_bid(bigint) from public;

-- What the site reads: the listings in the auction house now. Round listings restart as before;
-- the others show their own end and, once it passed, stay a day as sold (to the highest bid's
-- name, for its amount) or unsold. Cancelled ones are gone.
create or replace view public.auction_listings_live
with (security_invoker = true)
as
select
  l.id,
  l.item,
  l.seller,
  l.starting_bid,
  case when l.repeats and l.end_time <= now() then l.starting_bid else l.current_bid end
    as current_bid,
  case when l.repeats then public.auction_next_end(l.end_time, now()) else l.end_time end
    as end_time,
  l.rarity,
  l.description,
  l.image_url,
  l.updated_at,
  case when not l.repeats or l.end_time > now() then (
    select g.bidder from public.auction_logs g
    where g.listing_id = l.id and g.amount = l.current_bid
    order by g.id desc
    limit 1
  ) end as highest_bidder,
  l.repeats,
  public.auction_status(
    l.repeats, l.cancelled_at, l.end_time, l.current_bid > l.starting_bid, now()
  ) as status,
  l.item_id
from public.auction_listings l
-- Spelled so that each arm matches a partial index (rounds; ends within the last day).
where l.cancelled_at is null
  and (l.repeats or (not l.repeats and l.end_time > now() - interval '1 day'));
comment on view public.auction_listings_live is
  'The auction house now: round listings with expiry applied, the others live or ended within a '
  'day (status sold or unsold; highest_bidder is then the winner).';

-- In-site notices ------------------------------------------------------------------------------
-- What a member is told: outbid on a listing (one unread notice per listing, kept up to date) or
-- won one. Each member reads and marks read only their own; Realtime brings new ones to an open
-- page (it sends a subscriber only the rows its token may select).
create table public.member_notices (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('outbid', 'won')),
  listing_id bigint not null references public.auction_listings (id) on delete cascade,
  item text not null,
  -- outbid: the bid now ahead of the member's; won: the winning bid.
  amount bigint not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index member_notices_user_idx on public.member_notices (user_id, id desc);
create unique index member_notices_unread_outbid_idx on public.member_notices (user_id, listing_id)
  where kind = 'outbid' and read_at is null;
create unique index member_notices_won_idx on public.member_notices (listing_id) where kind = 'won';
comment on table public.member_notices is
  'Auction notices for a member (outbid, won), written by place_bid and settlement.';

alter table public.member_notices enable row level security;
revoke all on public.member_notices from anon, authenticated;
grant select on public.member_notices to authenticated;
grant all on public.member_notices to service_role;
create policy "member_notices: own" on public.member_notices
  for select to authenticated using (user_id = (select auth.uid()));
alter publication supabase_realtime add table public.member_notices;

-- Marks the caller's unread notices read, up to p_up_to_id (all when null); answers how many.
create function public.mark_notices_read(p_up_to_id bigint default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.current_member();
  marked integer;
begin
  if caller is null then
    raise exception 'You must be signed in' using errcode = '42501';
  end if;
  update public.member_notices set read_at = now()
  where user_id = caller and read_at is null and (p_up_to_id is null or id <= p_up_to_id);
  get diagnostics marked = row_count;
  return marked;
end
$$;
revoke all on function public.mark_notices_read(bigint) from public, anon, authenticated;
grant execute on function public.mark_notices_read(bigint) to authenticated;

-- Bidding --------------------------------------------------------------------------------------
-- As before (20261126020200), plus: an ended or cancelled listing takes no bid, whoever held the
-- highest bid is told they were outbid, and the answer says whether the listing runs in rounds.
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

  if previous_leader is not null and previous_leader <> bidder_id then
    insert into public.member_notices (user_id, kind, listing_id, item, amount)
    values (previous_leader, 'outbid', listing.id, listing.item, p_amount)
    on conflict (user_id, listing_id) where kind = 'outbid' and read_at is null
    do update set amount = excluded.amount, created_at = excluded.created_at;
  end if;

  return query select
    listing.id, listing.item, listing.seller, listing.starting_bid, listing.current_bid,
    listing.end_time, listing.rarity, listing.description, listing.image_url, listing.updated_at,
    bidder_name, listing.repeats, new_log_id;
end
$$;
revoke all on function public.place_bid(bigint, bigint) from public, anon, authenticated;
grant execute on function public.place_bid(bigint, bigint) to authenticated;
comment on function public.place_bid(bigint, bigint) is
  'Places a bid for the signed-in user: refuses ended and cancelled listings, applies round '
  'expiry, validates and rate-limits, updates the listing, logs the bid and tells the member it '
  'outbid, in one transaction.';

-- Settlement ------------------------------------------------------------------------------------
-- "40g 1s 5c", as the site writes money (shared/src/lib/money.ts).
create function private.format_money(p_copper bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws(' ',
    case when p_copper >= 10000 then to_char(p_copper / 10000, 'FM999,999,999,999') || 'g' end,
    case when p_copper / 100 % 100 > 0 then (p_copper / 100 % 100) || 's' end,
    case when p_copper % 100 > 0 or p_copper < 100 then (p_copper % 100) || 'c' end
  )
$$;
revoke all on function private.format_money(bigint) from public;

create function private.html_escape(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(p_text,
    '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;
revoke all on function private.html_escape(text) from public;

-- Mail the database wants sent: the auction-settle function claims and sends it (through the
-- stack's outbox locally, a mail API on hosted) and marks it sent.
create table private.outgoing_emails (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  created_at timestamptz not null default now(),
  -- A claim is a lease: mail claimed by a sender that died is claimed again after 5 minutes.
  claimed_at timestamptz,
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz
);
create index outgoing_emails_unsent_idx on private.outgoing_emails (id) where sent_at is null;
alter table private.outgoing_emails enable row level security;
revoke all on private.outgoing_emails from public, anon, authenticated, service_role;

-- Records the outcome of up to p_limit listings whose end has passed, once each: the winning bid
-- (null: unsold), a "won" notice for the winner and the winner's e-mail. Safe to call from
-- anywhere at any time (skip locked: concurrent callers settle different listings); answers how
-- many it settled.
create function public.settle_auctions(p_limit integer default 100)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing public.auction_listings;
  winning public.auction_logs;
  winner uuid;
  winner_email text;
  money text;
  settled integer := 0;
begin
  for listing in
    select * from public.auction_listings l
    where not l.repeats and l.cancelled_at is null and l.settled_at is null and l.end_time <= now()
    order by l.end_time
    limit least(greatest(coalesce(p_limit, 100), 1), 500)
    for update skip locked
  loop
    winning := private.top_bid(listing.id);
    winner := null;
    if winning.id is not null then
      select b.user_id into winner from private.auction_log_bidders b where b.log_id = winning.id;
    end if;
    update public.auction_listings
    set settled_at = now(), winner_log_id = winning.id
    where id = listing.id;
    settled := settled + 1;
    -- A deleted winner keeps the win (the game can still hand it over by name) but gets no mail.
    continue when winner is null;

    insert into public.member_notices (user_id, kind, listing_id, item, amount)
    values (winner, 'won', listing.id, listing.item, winning.amount)
    on conflict do nothing;
    select u.email into winner_email from public.users u where u.id = winner;
    continue when winner_email is null;
    money := private.format_money(winning.amount);
    insert into private.outgoing_emails (to_address, subject, body_text, body_html)
    values (
      winner_email,
      'You won ' || listing.item || ' at the Norsecraft auction house',
      'You won ' || listing.item || ' for ' || money || '. The item is handed over to your game '
        || 'character on the server; your auctions are under My Auctions on the site.',
      '<p>You won <strong>' || private.html_escape(listing.item) || '</strong> for '
        || money || '.</p><p>The item is handed over to your game character on the server; '
        || 'your auctions are under My Auctions on the site.</p>'
    );
  end loop;
  return settled;
end
$$;
comment on function public.settle_auctions(integer) is
  'Records the outcome of ended listings once (winning bid, won notice, winner''s e-mail). '
  'Idempotent; callable by anyone.';
revoke all on function public.settle_auctions(integer) from public, anon, authenticated;
grant execute on function public.settle_auctions(integer) to anon, authenticated, service_role;

-- The sender's side (service role only): claim unsent mail, then report each as sent or failed.
create function public.claim_outgoing_emails(p_limit integer default 20)
returns table (id bigint, to_address text, subject text, body_text text, body_html text)
language sql
security definer
set search_path = ''
as $$
  update private.outgoing_emails e
  set claimed_at = now(), attempts = e.attempts + 1
  where e.id in (
    select c.id from private.outgoing_emails c
    where c.sent_at is null and c.attempts < 10
      and (c.claimed_at is null or c.claimed_at < now() - interval '5 minutes')
    order by c.id
    limit least(greatest(coalesce(p_limit, 20), 1), 100)
    for update skip locked
  )
  returning e.id, e.to_address, e.subject, e.body_text, e.body_html
$$;
revoke all on function public.claim_outgoing_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_outgoing_emails(integer) to service_role;

create function public.finish_outgoing_email(p_id bigint, p_error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.outgoing_emails
  set sent_at = case when p_error is null then now() end,
    claimed_at = case when p_error is null then claimed_at end,
    last_error = left(p_error, 500)
  where id = p_id and sent_at is null
$$;
revoke all on function public.finish_outgoing_email(bigint, text) from public, anon, authenticated;
grant execute on function public.finish_outgoing_email(bigint, text) to service_role;

-- A member's auctions -----------------------------------------------------------------------------
-- The listings the caller bid on where they lead or were outbid (still running; a round listing
-- counts in its current round only) and those they won (newest first, at most p_limit of each).
create function public.my_auctions(p_limit integer default 50)
returns table (
  listing_id bigint,
  item text,
  rarity text,
  seller text,
  standing text,
  end_time timestamptz,
  current_bid bigint,
  my_bid bigint,
  delivered_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := private.current_member();
  cap integer := least(greatest(coalesce(p_limit, 50), 1), 200);
begin
  if caller is null then
    raise exception 'You must be signed in' using errcode = '42501';
  end if;
  return query
  with mine as (
    select g.listing_id, g.amount, g."timestamp" as at, g.id as log_id
    from private.auction_log_bidders b
    join public.auction_logs g on g.id = b.log_id
    where b.user_id = caller
  ),
  standings as (
    select l.id, l.item, l.rarity, l.seller, l.end_time, l.current_bid, l.delivered_at,
      max(m.amount) as my_bid,
      case
        when l.end_time > now() then
          case when bool_or(m.amount = l.current_bid) then 'leading' else 'outbid' end
        when bool_or(m.log_id = (private.top_bid(l.id)).id) then 'won'
        else 'lost'
      end as standing
    from mine m
    join public.auction_listings l on l.id = m.listing_id
    where l.cancelled_at is null
      -- A round listing: only bids of its current round count (it started 2.5 h before its end).
      and (not l.repeats or (l.end_time > now() and m.at > l.end_time - interval '9000 seconds'))
    group by l.id
  )
  (
    select s.id, s.item, s.rarity, s.seller, s.standing, s.end_time, s.current_bid, s.my_bid,
      s.delivered_at
    from standings s where s.standing in ('leading', 'outbid')
    order by s.end_time
    limit cap
  )
  union all
  (
    select s.id, s.item, s.rarity, s.seller, s.standing, s.end_time, s.current_bid, s.my_bid,
      s.delivered_at
    from standings s where s.standing = 'won'
    order by s.end_time desc
    limit cap
  );
end
$$;
revoke all on function public.my_auctions(integer) from public, anon, authenticated;
grant execute on function public.my_auctions(integer) to authenticated;

-- Back office -------------------------------------------------------------------------------------
-- The durations the admin form offers, in hours (docs/product/admin.md#auction-listings). Each
-- refusal is a sentence for the admin (PT400: HTTP 400 with the message, shown as it is).
create function public.admin_create_listing(
  p_item_id bigint,
  p_seller text,
  p_starting_bid bigint,
  p_duration_hours integer
)
returns public.auction_listings
language plpgsql
security definer
set search_path = ''
as $$
declare
  chosen public.items;
  seller text := btrim(p_seller);
  created public.auction_listings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can create listings' using errcode = '42501';
  end if;
  select * into chosen from public.items where id = p_item_id;
  if not found then
    raise exception 'Item not found' using errcode = 'PT404';
  end if;
  if chosen.retired_at is not null then
    raise exception 'A retired item cannot be listed' using errcode = 'PT400';
  end if;
  if seller is null or char_length(seller) not between 1 and 32 then
    raise exception 'Seller must be 1 to 32 characters' using errcode = 'PT400';
  end if;
  if position('@' in seller) > 0 then
    raise exception 'Seller must be a name, not an e-mail address' using errcode = 'PT400';
  end if;
  -- At most 5,000 g (auction_listings_starting_bid_max, 20261126020200).
  if p_starting_bid is null or p_starting_bid not between 1 and 50000000 then
    raise exception 'Starting bid must be between 1c and 5,000g' using errcode = 'PT400';
  end if;
  if p_duration_hours is null or p_duration_hours not in (1, 6, 12, 24, 48, 72, 168) then
    raise exception 'Duration must be 1, 6 or 12 hours, or 1, 2, 3 or 7 days'
      using errcode = 'PT400';
  end if;
  insert into public.auction_listings
    (item, item_id, seller, starting_bid, current_bid, end_time, rarity, description, repeats,
     created_by)
  values
    (chosen.name, chosen.id, seller, p_starting_bid, p_starting_bid,
     now() + make_interval(hours => p_duration_hours), chosen.rarity, chosen.description, false,
     auth.uid())
  returning * into created;
  return created;
end
$$;
revoke all on function public.admin_create_listing(bigint, text, bigint, integer)
  from public, anon, authenticated;
grant execute on function public.admin_create_listing(bigint, text, bigint, integer)
  to authenticated;

-- Cancels a live listing that no bid stands on (a round listing: none in its current round).
-- Cancelling a cancelled listing changes nothing.
create function public.admin_cancel_listing(p_listing_id bigint)
returns public.auction_listings
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing public.auction_listings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can cancel listings' using errcode = '42501';
  end if;
  -- The lock place_bid takes: a bid and a cancel cannot both win.
  select * into listing from public.auction_listings where id = p_listing_id for update;
  if not found then
    raise exception 'Auction listing not found' using errcode = 'PT404';
  end if;
  if listing.cancelled_at is not null then
    return listing;
  end if;
  if not listing.repeats and listing.end_time <= now() then
    raise exception 'This auction has ended' using errcode = 'PT409';
  end if;
  if (listing.repeats and listing.end_time > now() and listing.current_bid > listing.starting_bid)
    or (not listing.repeats and listing.current_bid > listing.starting_bid) then
    raise exception 'A listing with bids cannot be cancelled' using errcode = 'PT409';
  end if;
  update public.auction_listings set cancelled_at = now() where id = p_listing_id
  returning * into listing;
  return listing;
end
$$;
revoke all on function public.admin_cancel_listing(bigint) from public, anon, authenticated;
grant execute on function public.admin_cancel_listing(bigint) to authenticated;

-- One page of every listing, newest first, searched by item or seller (part of the name, any
-- case) and filtered by state: 'live', 'ended' (sold or unsold), 'cancelled', or all. Counts at
-- most 1,000 past the page, as the admins' user search does. Admins only.
create function public.admin_search_listings(
  p_search text default null,
  p_status text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  needle text := nullif(lower(btrim(p_search)), '');
  pattern text;
  skip integer;
  count_limit integer;
  total bigint;
  page_ids bigint[];
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can search listings' using errcode = '42501';
  end if;
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Pages are numbered from 1 and hold 1 to 100 rows' using errcode = '22023';
  end if;
  if (p_page - 1)::bigint * p_page_size >= 10000 then
    raise exception 'Pages go 10,000 rows deep at most. Narrow the search.' using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('live', 'ended', 'cancelled') then
    raise exception 'Status must be live, ended or cancelled' using errcode = '22023';
  end if;
  if char_length(needle) > 60 then
    raise exception 'Search for at most 60 characters' using errcode = '22023';
  end if;
  skip := (p_page - 1) * p_page_size;
  count_limit := skip + p_page_size + 1000;
  -- Literally: % and _ in the search match themselves.
  pattern := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- Each state reads its own partial index; the union is small for all but "ended" and "all",
  -- which walk the newest first.
  select count(*), array_agg(m.id order by m.id desc) filter (where m.n > skip)
  into total, page_ids
  from (
    select f.id, row_number() over (order by f.id desc) as n
    from (
      select l.id from public.auction_listings l
      where (needle is null or lower(l.item) like pattern or lower(l.seller) like pattern)
        and case p_status
          -- Written as the two partial indexes' predicates, so each is read.
          when 'live' then (l.cancelled_at is null and l.repeats)
            or (l.cancelled_at is null and not l.repeats and l.end_time > now())
          when 'ended' then l.cancelled_at is null and not l.repeats and l.end_time <= now()
          when 'cancelled' then l.cancelled_at is not null
          else true
        end
      order by l.id desc
      limit count_limit
    ) f
  ) m;
  page_ids := page_ids[1:p_page_size];

  select coalesce(jsonb_agg(jsonb_build_object(
      'id', l.id,
      'item', l.item,
      'item_id', l.item_id,
      'seller', l.seller,
      'starting_bid', l.starting_bid,
      'current_bid', case when l.repeats and l.end_time <= now() then l.starting_bid
        else l.current_bid end,
      'end_time', case when l.repeats then public.auction_next_end(l.end_time, now())
        else l.end_time end,
      'rarity', l.rarity,
      'repeats', l.repeats,
      'status', public.auction_status(
        l.repeats, l.cancelled_at, l.end_time, l.current_bid > l.starting_bid, now()),
      'bids', (select count(*) from public.auction_logs g where g.listing_id = l.id),
      'highest_bidder', case when not l.repeats or l.end_time > now() then (
        select g.bidder from public.auction_logs g
        where g.listing_id = l.id and g.amount = l.current_bid
        order by g.id desc limit 1
      ) end,
      'created_at', l.created_at,
      'cancelled_at', l.cancelled_at,
      'delivered_at', l.delivered_at
    ) order by l.id desc), '[]'::jsonb)
  into page_rows
  from public.auction_listings l
  where l.id = any (page_ids);

  return jsonb_build_object(
    'rows', page_rows,
    'total', total,
    'total_is_exact', total < count_limit,
    'page', p_page,
    'page_size', p_page_size
  );
end
$$;
revoke all on function public.admin_search_listings(text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_search_listings(text, text, integer, integer)
  to authenticated;

-- Audit: a listing created, cancelled or changed by hand (e.g. its end moved through the API).
-- Bids, settlement and delivery are not admin actions and are not logged here. As the log's
-- owner while this runs, as 20261126020400 and 20261126030000 do: the trigger function moves to
-- schema audit and to the owner once created.
grant admin_audit_owner to current_user;

select private.allow_audit_actions('listing.created', 'listing.updated', 'listing.cancelled');

create function private.audit_auction_listings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  bookkeeping text[] := array['updated_at', 'settled_at', 'winner_log_id', 'delivered_at'];
begin
  if tg_op = 'INSERT' then
    perform audit.write_admin_audit('listing.created', new.id::text, new.item, null, to_jsonb(new));
  elsif old.cancelled_at is null and new.cancelled_at is not null then
    perform audit.write_admin_audit(
      'listing.cancelled', new.id::text, new.item, to_jsonb(old), to_jsonb(new));
  elsif new.current_bid is distinct from old.current_bid
    or (to_jsonb(new) - bookkeeping) = (to_jsonb(old) - bookkeeping) then
    return null;
  else
    perform audit.write_admin_audit(
      'listing.updated', new.id::text, new.item, to_jsonb(old), to_jsonb(new));
  end if;
  return null;
end
$$;
revoke all on function private.audit_auction_listings() from public;
create trigger auction_listings_audit
  after insert or update on public.auction_listings
  for each row execute function private.audit_auction_listings();
alter function private.audit_auction_listings() set schema audit;
alter function audit.audit_auction_listings() owner to admin_audit_owner;

revoke admin_audit_owner from current_user;

-- The dashboard's Active Auctions: listings running now (round listings always are). The rest as
-- in 20261123040100_data_at_scale.sql.
create or replace function public.admin_stats()
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
    (select row_count from private.row_counts where table_name = 'users'),
    (select count(*) from public.user_roles ur join public.roles r on r.id = ur.role_id
      where r.name = 'admin'),
    (select count(*) from public.calendar_events),
    (select count(*) from public.auction_listings l where l.repeats and l.cancelled_at is null)
      + (select count(*) from public.auction_listings l
         where not l.repeats and l.cancelled_at is null and l.end_time > now());
end
$$;

-- Where pg_cron is installed (Supabase: Integrations → Cron), settle every minute, so a winner
-- hears of it even when nobody visits; without it the lazy calls do the same a little later.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('settle-auctions', '* * * * *', 'select public.settle_auctions()');
  end if;
end
$$;
