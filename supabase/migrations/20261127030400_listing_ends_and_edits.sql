-- Listings in the back office (issue 41, items 13 and 14).
--
-- 13. A listing ran at least an hour, for one of seven durations, and could not be changed once
--     made. Now it runs for 10 or 30 minutes, 1, 6 or 12 hours, 1, 2, 3 or 7 days, or until an
--     end time the admin picks (10 minutes to 30 days ahead), and an admin may edit it — item,
--     seller, starting bid, end — until its first bid (admin_update_listing; the row lock
--     place_bid takes, so an edit and a bid cannot both win). The audit log records each edit
--     ("listing.updated", by the trigger of 20261126040100).
-- 14. The same item was drawn as its category's art on /items and as the neutral gem in the
--     auction house and My Auctions, whose rows lacked the category. Every read of a listing
--     now carries its item's category (item_category; null for the sample listings, which have
--     no item), so the site draws one art per item everywhere (shared itemArtKind).

-- When a listing made now ends: after p_duration_minutes (one of the offered durations) or at
-- p_ends_at (10 minutes to 30 days ahead); exactly one of the two. PT400: said to the admin.
create function private.listing_end(p_duration_minutes integer, p_ends_at timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
begin
  if (p_duration_minutes is null) = (p_ends_at is null) then
    raise exception 'Choose a duration or an end time' using errcode = 'PT400';
  end if;
  if p_ends_at is not null then
    if p_ends_at < now() + interval '10 minutes' or p_ends_at > now() + interval '30 days' then
      raise exception 'The end must be 10 minutes to 30 days from now' using errcode = 'PT400';
    end if;
    return p_ends_at;
  end if;
  if p_duration_minutes not in (10, 30, 60, 360, 720, 1440, 2880, 4320, 10080) then
    raise exception 'Duration must be 10 or 30 minutes, 1, 6 or 12 hours, or 1, 2, 3 or 7 days'
      using errcode = 'PT400';
  end if;
  return now() + make_interval(mins => p_duration_minutes);
end
$$;
revoke all on function private.listing_end(integer, timestamptz) from public;

-- The item, seller and starting bid of a listing, checked as the form checks them.
create function private.listing_item(p_item_id bigint, p_seller text, p_starting_bid bigint)
returns public.items
language plpgsql
stable
set search_path = ''
as $$
declare
  chosen public.items;
begin
  select * into chosen from public.items where id = p_item_id;
  if not found then
    raise exception 'Item not found' using errcode = 'PT404';
  end if;
  if chosen.retired_at is not null then
    raise exception 'A retired item cannot be listed' using errcode = 'PT400';
  end if;
  if p_seller is null or char_length(p_seller) not between 1 and 32 then
    raise exception 'Seller must be 1 to 32 characters' using errcode = 'PT400';
  end if;
  if position('@' in p_seller) > 0 then
    raise exception 'Seller must be a name, not an e-mail address' using errcode = 'PT400';
  end if;
  -- At most 5,000 g (auction_listings_starting_bid_max, 20261126020200).
  if p_starting_bid is null or p_starting_bid not between 1 and 50000000 then
    raise exception 'Starting bid must be between 1c and 5,000g' using errcode = 'PT400';
  end if;
  return chosen;
end
$$;
revoke all on function private.listing_item(bigint, text, bigint) from public;

drop function public.admin_create_listing(bigint, text, bigint, integer);
create function public.admin_create_listing(
  p_item_id bigint,
  p_seller text,
  p_starting_bid bigint,
  p_duration_minutes integer default null,
  p_ends_at timestamptz default null
)
returns public.auction_listings
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_seller text := btrim(p_seller);
  chosen public.items;
  ends timestamptz;
  created public.auction_listings;
begin
  if not public.is_admin() then
    raise exception 'Only admins can create listings' using errcode = '42501';
  end if;
  chosen := private.listing_item(p_item_id, clean_seller, p_starting_bid);
  ends := private.listing_end(p_duration_minutes, p_ends_at);
  insert into public.auction_listings
    (item, item_id, seller, starting_bid, current_bid, end_time, rarity, description, repeats,
     created_by)
  values
    (chosen.name, chosen.id, clean_seller, p_starting_bid, p_starting_bid, ends, chosen.rarity,
     chosen.description, false, auth.uid())
  returning * into created;
  return created;
end
$$;
comment on function public.admin_create_listing(bigint, text, bigint, integer, timestamptz) is
  'Admins: puts an item up for auction for a duration (minutes) or until an end time.';
revoke all on function public.admin_create_listing(bigint, text, bigint, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.admin_create_listing(bigint, text, bigint, integer, timestamptz)
  to authenticated;

-- Changes a live listing before its first bid: its item, seller, starting bid and, when either is
-- given, its end (a duration from now or an end time; neither keeps the end).
create function public.admin_update_listing(
  p_listing_id bigint,
  p_item_id bigint,
  p_seller text,
  p_starting_bid bigint,
  p_duration_minutes integer default null,
  p_ends_at timestamptz default null
)
returns public.auction_listings
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_seller text := btrim(p_seller);
  listing public.auction_listings;
  chosen public.items;
  ends timestamptz;
begin
  if not public.is_admin() then
    raise exception 'Only admins can edit listings' using errcode = '42501';
  end if;
  -- The lock place_bid takes: a bid and an edit cannot both win.
  select * into listing from public.auction_listings where id = p_listing_id for update;
  if not found then
    raise exception 'Auction listing not found' using errcode = 'PT404';
  end if;
  if listing.repeats then
    raise exception 'A listing that runs in rounds cannot be edited' using errcode = 'PT409';
  end if;
  if listing.cancelled_at is not null then
    raise exception 'This auction was cancelled' using errcode = 'PT409';
  end if;
  if listing.end_time <= now() then
    raise exception 'This auction has ended' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.auction_logs g where g.listing_id = p_listing_id) then
    raise exception 'A listing with bids cannot be edited' using errcode = 'PT409';
  end if;
  chosen := private.listing_item(p_item_id, clean_seller, p_starting_bid);
  ends := case
    when p_duration_minutes is null and p_ends_at is null then listing.end_time
    else private.listing_end(p_duration_minutes, p_ends_at)
  end;
  update public.auction_listings set
    item = chosen.name,
    item_id = chosen.id,
    rarity = chosen.rarity,
    description = chosen.description,
    seller = clean_seller,
    starting_bid = p_starting_bid,
    current_bid = p_starting_bid,
    end_time = ends
  where id = p_listing_id
  returning * into listing;
  return listing;
end
$$;
comment on function public.admin_update_listing(bigint, bigint, text, bigint, integer, timestamptz)
  is 'Admins: changes a live listing''s item, seller, starting bid and end until its first bid.';
revoke all on function public.admin_update_listing(bigint, bigint, text, bigint, integer, timestamptz)
  from public, anon, authenticated;
grant execute on function public.admin_update_listing(bigint, bigint, text, bigint, integer, timestamptz)
  to authenticated;

-- The auction house: as 20261126040100, with the item's category. A security-invoker view: the
-- reader sees the category of items they may read (a retired item's only by admins).
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
  l.item_id,
  (select i.category from public.items i where i.id = l.item_id) as item_category
from public.auction_listings l
-- Spelled so that each arm matches a partial index (rounds; ends within the last day).
where l.cancelled_at is null
  and (l.repeats or (not l.repeats and l.end_time > now() - interval '1 day'));

-- My Auctions: as 20261126040100, with the item's category.
drop function public.my_auctions(integer);
create function public.my_auctions(p_limit integer default 50)
returns table (
  listing_id bigint,
  item text,
  rarity text,
  item_category text,
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
    select l.id, l.item, l.rarity, l.item_id, l.seller, l.end_time, l.current_bid, l.delivered_at,
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
  ),
  shown as (
    (
      select s.* from standings s where s.standing in ('leading', 'outbid')
      order by s.end_time
      limit cap
    )
    union all
    (
      select s.* from standings s where s.standing = 'won'
      order by s.end_time desc
      limit cap
    )
  )
  select s.id, s.item, s.rarity, i.category, s.seller, s.standing, s.end_time, s.current_bid,
    s.my_bid, s.delivered_at
  from shown s
  left join public.items i on i.id = s.item_id;
end
$$;
revoke all on function public.my_auctions(integer) from public, anon, authenticated;
grant execute on function public.my_auctions(integer) to authenticated;

-- The back office's list: as 20261126040100, with the item's category, whether the listing can
-- still be edited (live, ends once, no bid yet) and who listed it, by name (the id stays private,
-- 20261127030200).
create or replace function public.admin_search_listings(
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
      'item_category', i.category,
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
      'bids', b.bids,
      'editable', not l.repeats and l.cancelled_at is null and l.end_time > now() and b.bids = 0,
      'highest_bidder', case when not l.repeats or l.end_time > now() then (
        select g.bidder from public.auction_logs g
        where g.listing_id = l.id and g.amount = l.current_bid
        order by g.id desc limit 1
      ) end,
      'created_by_name', case when l.created_by is not null
        then private.staff_name(l.created_by) end,
      'created_at', l.created_at,
      'cancelled_at', l.cancelled_at,
      'delivered_at', l.delivered_at
    ) order by l.id desc), '[]'::jsonb)
  into page_rows
  from public.auction_listings l
  left join public.items i on i.id = l.item_id
  cross join lateral (
    select count(*) as bids from public.auction_logs g where g.listing_id = l.id
  ) b
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
