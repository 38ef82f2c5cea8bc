-- Data at real scale (issue 18): every page's data request is bounded and indexed at hundreds
-- of thousands of rows. The punishment record is searched and paged in the database
-- (search_punishments), each player has a history (punishment_history), admins search users on
-- the server (admin_search_users), and the totals these pages show come from counters kept by
-- triggers instead of counting large tables on every request.

-- Trigram matching for fuzzy player search and substring user search. Hosted keeps extensions in
-- schema "extensions", which is not on the search path of functions here: operators and operator
-- classes are named with their schema.
create extension if not exists pg_trgm with schema extensions;

-- Punishments ---------------------------------------------------------------------------------
-- A player is identified by the lower-case name (game names are case-insensitive). The "C"
-- collation lets a plain b-tree answer prefix searches (LIKE 'abc%').
alter table public.punishments
  add column player_key text collate "C" generated always as (lower(player_name)) stored;
comment on column public.punishments.player_key is
  'lower(player_name): the player a row belongs to, whatever the spelling.';

-- Newest first, with id breaking ties so paging is stable. The included columns let the type and
-- status filters, and the rows skipped by a page's offset, be read from the index alone.
drop index public.punishments_date_idx;
create index punishments_newest_idx on public.punishments (date desc, id desc)
  include (type, active, expires);
create index punishments_type_newest_idx on public.punishments (type, date desc, id desc)
  include (active, expires);
create index punishments_player_newest_idx on public.punishments (player_key, date desc, id desc)
  include (type, active, expires);
-- Punishments that run out later: only those not yet run out are ever read through it.
create index punishments_running_idx on public.punishments (expires) include (type)
  where active and expires is not null;

-- Totals per type, kept by the trigger below. `permanent_in_force` counts rows flagged active
-- without an expiry: in force until staff lift them. Together with the few rows whose expiry is
-- still ahead (punishments_running_idx) they give the number in force at any moment.
create table public.punishment_counts (
  type text primary key,
  total bigint not null default 0 check (total >= 0),
  permanent_in_force bigint not null default 0 check (permanent_in_force >= 0)
);
comment on table public.punishment_counts is
  'Number of punishments per type (and of those in force without an expiry), kept by triggers.';

-- One row per punished player with counts by type, kept by the trigger below: the directory the
-- player search matches against (100,000 names rather than 500,000 rows) and the history header.
create table public.punishment_players (
  player_key text collate "C" primary key,
  -- The spelling of the player's most recently added punishment.
  player_name text not null,
  total integer not null default 0 check (total >= 0),
  bans integer not null default 0,
  mutes integer not null default 0,
  kicks integer not null default 0,
  warns integer not null default 0,
  others integer not null default 0
);
create index punishment_players_trgm_idx on public.punishment_players
  using gin (player_key extensions.gin_trgm_ops);
comment on table public.punishment_players is
  'Every punished player (player_key = lower(name)) with counts by type, kept by triggers.';

-- Statement-level, over the transition tables: a bulk insert of 500,000 rows updates each
-- player and type once. Rows are upserted in key order so that concurrent writers lock the
-- counter rows in the same order and cannot deadlock.
create function private.count_punishments()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes text := case tg_op
    when 'INSERT' then 'select *, 1 as sign from new_rows'
    when 'DELETE' then 'select *, -1 as sign from old_rows'
    else 'select *, 1 as sign from new_rows union all select *, -1 as sign from old_rows'
  end;
begin
  if tg_op = 'TRUNCATE' then
    delete from public.punishment_players;
    update public.punishment_counts set total = 0, permanent_in_force = 0;
    return null;
  end if;
  execute format($sql$
    insert into public.punishment_counts as c (type, total, permanent_in_force)
    select type, sum(sign), coalesce(sum(sign) filter (where active and expires is null), 0)
    from (%s) changes
    group by type
    order by type
    on conflict (type) do update set
      total = c.total + excluded.total,
      permanent_in_force = c.permanent_in_force + excluded.permanent_in_force
  $sql$, changes);
  execute format($sql$
    insert into public.punishment_players as p
      (player_key, player_name, total, bans, mutes, kicks, warns, others)
    select player_key,
      coalesce((array_agg(player_name order by date desc, id desc) filter (where sign > 0))[1],
        min(player_name)),
      sum(sign),
      coalesce(sum(sign) filter (where type = 'ban'), 0),
      coalesce(sum(sign) filter (where type = 'mute'), 0),
      coalesce(sum(sign) filter (where type = 'kick'), 0),
      coalesce(sum(sign) filter (where type = 'warn'), 0),
      coalesce(sum(sign) filter (where type = 'other'), 0)
    from (%s) changes
    group by player_key
    order by player_key
    on conflict (player_key) do update set
      player_name = case when excluded.total > 0 or p.total = 0 then excluded.player_name
        else p.player_name end,
      total = p.total + excluded.total,
      bans = p.bans + excluded.bans,
      mutes = p.mutes + excluded.mutes,
      kicks = p.kicks + excluded.kicks,
      warns = p.warns + excluded.warns,
      others = p.others + excluded.others
  $sql$, changes);
  if tg_op <> 'INSERT' then
    delete from public.punishment_players where total = 0;
  end if;
  return null;
end
$$;
revoke all on function private.count_punishments() from public;

create trigger punishments_count_inserts
  after insert on public.punishments
  referencing new table as new_rows
  for each statement execute function private.count_punishments();
create trigger punishments_count_updates
  after update on public.punishments
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_punishments();
create trigger punishments_count_deletes
  after delete on public.punishments
  referencing old table as old_rows
  for each statement execute function private.count_punishments();
create trigger punishments_count_truncates
  after truncate on public.punishments
  for each statement execute function private.count_punishments();

insert into public.punishment_counts (type, total, permanent_in_force)
select type, count(*), count(*) filter (where active and expires is null)
from public.punishments
group by type;
insert into public.punishment_players (player_key, player_name, total, bans, mutes, kicks, warns, others)
select player_key, (array_agg(player_name order by date desc, id desc))[1], count(*),
  count(*) filter (where type = 'ban'), count(*) filter (where type = 'mute'),
  count(*) filter (where type = 'kick'), count(*) filter (where type = 'warn'),
  count(*) filter (where type = 'other')
from public.punishments
group by player_key;

alter table public.punishment_counts enable row level security;
revoke all on public.punishment_counts from anon, authenticated;
grant select on public.punishment_counts to anon, authenticated;
grant all on public.punishment_counts to service_role;
create policy "punishment_counts: everyone reads" on public.punishment_counts
  for select to anon, authenticated using (true);

alter table public.punishment_players enable row level security;
revoke all on public.punishment_players from anon, authenticated;
grant select on public.punishment_players to anon, authenticated;
grant all on public.punishment_players to service_role;
create policy "punishment_players: everyone reads" on public.punishment_players
  for select to anon, authenticated using (true);

-- One page of the punishment record, newest first, with the number of matching punishments.
--   p_search: a player name: names starting with it, and from 3 characters on also the 20 names
--     most like it (trigram word similarity, so typos and parts of a name match).
--   p_type: 'ban' | 'mute' | 'kick' | 'warn' | 'other'; p_status: 'active' (in force now) |
--   'expired' (lifted or run out). null = all.
-- Returns { rows: [...], total, total_is_exact, page, page_size }. total is exact except for a
-- status filter over a search matching more than 10,000 punishments, where it is estimated from
-- the share in force of each type (total_is_exact = false).
-- Invoker rights: it reads only what anon may read. Custom plans: the optional filters must fold
-- away before planning, or a generic plan would scan the table.
create function public.search_punishments(
  p_search text default null,
  p_type text default null,
  p_status text default null,
  p_page integer default 1,
  p_page_size integer default 25
)
returns jsonb
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  search_key text collate "C" := nullif(lower(btrim(p_search)), '');
  prefix text collate "C";
  similar_keys text[] collate "C" := '{}';
  in_force_at timestamptz := now();
  -- Matching punishments of each type, in the order ban, mute, kick, warn, other.
  by_type bigint[];
  matched bigint;
  in_force bigint;
  total bigint;
  exact boolean := true;
  page_rows jsonb;
begin
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Pages are numbered from 1 and hold 1 to 100 rows' using errcode = '22023';
  end if;
  if (p_page - 1)::bigint * p_page_size >= 100000 then
    raise exception 'Pages go 100,000 rows deep at most. Narrow the search to see older ones.'
      using errcode = '22023';
  end if;
  if p_type is not null and p_type not in ('ban', 'mute', 'kick', 'warn', 'other') then
    raise exception 'Unknown punishment type: %', p_type using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('active', 'expired') then
    raise exception 'Status must be active or expired' using errcode = '22023';
  end if;
  if char_length(search_key) > 64 then
    raise exception 'Search for at most 64 characters' using errcode = '22023';
  end if;

  if search_key is not null then
    -- Literally: % and _ (common in game names) are not wildcards.
    prefix := replace(replace(replace(search_key, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    if char_length(search_key) >= 3 then
      select coalesce(array_agg(s.player_key), '{}') into similar_keys
      from (
        select pp.player_key
        from public.punishment_players pp
        where search_key operator(extensions.<%) pp.player_key
          and pp.player_key not like prefix
        order by extensions.word_similarity(search_key, pp.player_key) desc, pp.player_key
        limit 20
      ) s;
    end if;
  end if;

  select coalesce(jsonb_agg(to_jsonb(r) order by r.date desc, r.id desc), '[]') into page_rows
  from (
    select p.id, p.player_name, p.type, p.reason, p.date, p.staff_name, p.active, p.expires,
      p.active and (p.expires is null or p.expires > in_force_at) as in_force
    from public.punishments p
    where (search_key is null or p.player_key like prefix or p.player_key = any(similar_keys))
      and (p_type is null or p.type = p_type)
      and (p_status is null
        or (p.active and (p.expires is null or p.expires > in_force_at)) = (p_status = 'active'))
    order by p.date desc, p.id desc
    limit p_page_size offset (p_page - 1) * p_page_size
  ) r;

  if search_key is null then
    select coalesce(sum(c.total), 0), coalesce(sum(c.permanent_in_force), 0)
    into matched, in_force
    from public.punishment_counts c
    where p_type is null or c.type = p_type;
    if p_status is not null then
      -- In force = permanent ones (counted) + those whose expiry is still ahead (few, indexed).
      in_force := in_force + (
        select count(*) from public.punishments p
        where p.active and p.expires > in_force_at and (p_type is null or p.type = p_type)
      );
    end if;
  else
    -- The matching players' punishments by type, from the player directory.
    select array[coalesce(sum(pp.bans), 0), coalesce(sum(pp.mutes), 0),
      coalesce(sum(pp.kicks), 0), coalesce(sum(pp.warns), 0), coalesce(sum(pp.others), 0)]
    into by_type
    from public.punishment_players pp
    where pp.player_key like prefix or pp.player_key = any(similar_keys);
    matched := case p_type
      when 'ban' then by_type[1] when 'mute' then by_type[2] when 'kick' then by_type[3]
      when 'warn' then by_type[4] when 'other' then by_type[5]
      else by_type[1] + by_type[2] + by_type[3] + by_type[4] + by_type[5]
    end;
    if p_status is not null and matched <= 10000 then
      select count(*) into in_force
      from public.punishments p
      where (p.player_key like prefix or p.player_key = any(similar_keys))
        and (p_type is null or p.type = p_type)
        and p.active and (p.expires is null or p.expires > in_force_at);
    elsif p_status is not null then
      -- Too many to count on every keystroke: the matching punishments of each type times the
      -- share of that type in force across the whole record.
      exact := false;
      select round(coalesce(sum(m.matched * (c.permanent_in_force + coalesce(r.running, 0))
          / nullif(c.total, 0)::numeric), 0))
      into in_force
      from unnest(array['ban', 'mute', 'kick', 'warn', 'other'], by_type) as m (type, matched)
      join public.punishment_counts c on c.type = m.type
      left join (
        select p.type, count(*) as running from public.punishments p
        where p.active and p.expires > in_force_at
        group by p.type
      ) r on r.type = m.type
      where p_type is null or m.type = p_type;
    end if;
  end if;

  total := case p_status
    when 'active' then in_force
    when 'expired' then greatest(matched - in_force, 0)
    else matched
  end;
  return jsonb_build_object(
    'rows', page_rows,
    'total', total,
    'total_is_exact', exact,
    'page', p_page,
    'page_size', p_page_size
  );
end
$$;
comment on function public.search_punishments(text, text, text, integer, integer) is
  'One page of punishments, newest first, by player search, type and status, with the total.';
revoke all on function public.search_punishments(text, text, text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.search_punishments(text, text, text, integer, integer)
  to anon, authenticated, service_role;

-- Every punishment of one player (exact name, any case), newest first and paged, with the
-- counts by type and the number in force. Unknown player: player_name null, total 0, no rows.
create function public.punishment_history(
  p_player text,
  p_page integer default 1,
  p_page_size integer default 25
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  key text collate "C" := lower(btrim(coalesce(p_player, '')));
  player public.punishment_players;
  in_force_at timestamptz := now();
  page_rows jsonb;
  in_force bigint;
begin
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Pages are numbered from 1 and hold 1 to 100 rows' using errcode = '22023';
  end if;
  if (p_page - 1)::bigint * p_page_size >= 100000 then
    raise exception 'Pages go 100,000 rows deep at most. Narrow the search to see older ones.'
      using errcode = '22023';
  end if;
  if key = '' then
    raise exception 'Name a player' using errcode = '22023';
  end if;
  select * into player from public.punishment_players pp where pp.player_key = key;

  select coalesce(jsonb_agg(to_jsonb(r) order by r.date desc, r.id desc), '[]') into page_rows
  from (
    select p.id, p.player_name, p.type, p.reason, p.date, p.staff_name, p.active, p.expires,
      p.active and (p.expires is null or p.expires > in_force_at) as in_force
    from public.punishments p
    where p.player_key = key
    order by p.date desc, p.id desc
    limit p_page_size offset (p_page - 1) * p_page_size
  ) r;
  select count(*) into in_force
  from public.punishments p
  where p.player_key = key and p.active and (p.expires is null or p.expires > in_force_at);

  return jsonb_build_object(
    'player_name', player.player_name,
    'total', coalesce(player.total, 0),
    'counts', jsonb_build_object(
      'ban', coalesce(player.bans, 0),
      'mute', coalesce(player.mutes, 0),
      'kick', coalesce(player.kicks, 0),
      'warn', coalesce(player.warns, 0),
      'other', coalesce(player.others, 0)
    ),
    'in_force', in_force,
    'rows', page_rows,
    'page', p_page,
    'page_size', p_page_size
  );
end
$$;
comment on function public.punishment_history(text, integer, integer) is
  'One player''s punishments, newest first and paged, with counts by type and the number in force.';
revoke all on function public.punishment_history(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.punishment_history(text, integer, integer)
  to anon, authenticated, service_role;

-- Row counters ----------------------------------------------------------------------------------
-- count(*) reads the whole table: at 100,000 accounts the dashboard's figure alone would be the
-- slowest request of the site. These tables' sizes are kept by a statement trigger instead.
create table private.row_counts (
  table_name text primary key,
  row_count bigint not null check (row_count >= 0)
);
comment on table private.row_counts is
  'Rows in auth.users (as users), calendar_events and auction_listings, kept by triggers.';
alter table private.row_counts enable row level security;
revoke all on private.row_counts from public, anon, authenticated, service_role;

create function private.count_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delta bigint;
begin
  if tg_op = 'TRUNCATE' then
    update private.row_counts set row_count = 0 where table_name = tg_table_name;
    return null;
  end if;
  execute case tg_op
    when 'INSERT' then 'select count(*) from new_rows'
    else 'select -count(*) from old_rows'
  end into delta;
  update private.row_counts set row_count = row_count + delta where table_name = tg_table_name;
  return null;
end
$$;
revoke all on function private.count_rows() from public;

insert into private.row_counts (table_name, row_count) values
  ('users', (select count(*) from auth.users)),
  ('calendar_events', (select count(*) from public.calendar_events)),
  ('auction_listings', (select count(*) from public.auction_listings));

-- Accounts are counted where they are created and deleted, on auth.users (public.users follows
-- it row for row), so a bulk insert of accounts updates the counter once, not once per account.
create trigger users_count_inserts after insert on auth.users
  referencing new table as new_rows for each statement execute function private.count_rows();
create trigger users_count_deletes after delete on auth.users
  referencing old table as old_rows for each statement execute function private.count_rows();
create trigger calendar_events_count_inserts after insert on public.calendar_events
  referencing new table as new_rows for each statement execute function private.count_rows();
create trigger calendar_events_count_deletes after delete on public.calendar_events
  referencing old table as old_rows for each statement execute function private.count_rows();
create trigger calendar_events_count_truncates after truncate on public.calendar_events
  for each statement execute function private.count_rows();
create trigger auction_listings_count_inserts after insert on public.auction_listings
  referencing new table as new_rows for each statement execute function private.count_rows();
create trigger auction_listings_count_deletes after delete on public.auction_listings
  referencing old table as old_rows for each statement execute function private.count_rows();
create trigger auction_listings_count_truncates after truncate on public.auction_listings
  for each statement execute function private.count_rows();

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
    (select row_count from private.row_counts where table_name = 'calendar_events'),
    (select row_count from private.row_counts where table_name = 'auction_listings');
end
$$;

-- Admin user search -----------------------------------------------------------------------------
-- E-mails are in public.users (admins only) and usernames in profiles (owner only), so the
-- search runs as the definer after checking the caller is an admin; nobody else ever sees an
-- e-mail through it.
create index users_email_prefix_idx on public.users ((lower(email) collate "C"), id);
create index users_email_trgm_idx on public.users using gin (email extensions.gin_trgm_ops);
create index profiles_username_prefix_idx on public.profiles ((lower(username) collate "C"));
create index profiles_username_trgm_idx on public.profiles
  using gin (username extensions.gin_trgm_ops);
create index users_email_order_idx on public.users (email, id);

-- One page of users ordered by e-mail: all, or those whose e-mail or username contains
-- p_search (case-insensitive; 1 or 2 characters match the start only). Admins only.
-- Returns { rows: [{ id, email, username, is_admin, created_at }], total, page, page_size }.
create function public.admin_search_users(
  p_search text default null,
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
  admin_role uuid;
  matched_ids uuid[];
  total bigint;
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can search users' using errcode = '42501';
  end if;
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Pages are numbered from 1 and hold 1 to 100 rows' using errcode = '22023';
  end if;
  if (p_page - 1)::bigint * p_page_size >= 100000 then
    raise exception 'Pages go 100,000 rows deep at most. Narrow the search to see older ones.'
      using errcode = '22023';
  end if;
  if char_length(needle) > 254 then
    raise exception 'Search for at most 254 characters' using errcode = '22023';
  end if;
  select r.id into admin_role from public.roles r where r.name = 'admin';

  if needle is null then
    select row_count into total from private.row_counts where table_name = 'users';
    select coalesce(jsonb_agg(to_jsonb(r) order by r.email, r.id), '[]') into page_rows
    from (
      select u.id, u.email, p.username,
        exists (select 1 from public.user_roles ur where ur.user_id = u.id and ur.role_id = admin_role)
          as is_admin,
        u.created_at
      from public.users u
      left join public.profiles p on p.id = u.id
      order by u.email, u.id
      limit p_page_size offset (p_page - 1) * p_page_size
    ) r;
  else
    -- Substring matches need three characters for the trigram indexes; shorter ones match
    -- the start of the e-mail or username.
    pattern := replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    if char_length(needle) >= 3 then
      pattern := '%' || pattern;
    end if;
    if char_length(needle) >= 3 then
      select array_agg(m.id) into matched_ids from (
        select u.id from public.users u where u.email ilike pattern
        union
        select p.id from public.profiles p where p.username ilike pattern
      ) m;
    else
      select array_agg(m.id) into matched_ids from (
        select u.id from public.users u where lower(u.email) collate "C" like pattern
        union
        select p.id from public.profiles p where lower(p.username) collate "C" like pattern
      ) m;
    end if;
    total := coalesce(cardinality(matched_ids), 0);
    select coalesce(jsonb_agg(to_jsonb(r) order by r.email, r.id), '[]') into page_rows
    from (
      select u.id, u.email, p.username,
        exists (select 1 from public.user_roles ur where ur.user_id = u.id and ur.role_id = admin_role)
          as is_admin,
        u.created_at
      from public.users u
      left join public.profiles p on p.id = u.id
      where u.id = any(matched_ids)
      order by u.email, u.id
      limit p_page_size offset (p_page - 1) * p_page_size
    ) r;
  end if;

  return jsonb_build_object(
    'rows', page_rows,
    'total', total,
    'page', p_page,
    'page_size', p_page_size
  );
end
$$;
comment on function public.admin_search_users(text, integer, integer) is
  'Admins only: one page of users (id, e-mail, username, admin flag) by e-mail or username.';
revoke all on function public.admin_search_users(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_search_users(text, integer, integer)
  to authenticated, service_role;

-- Other pages' lists ----------------------------------------------------------------------------
-- The bid log across all listings, newest first (the per-listing log has its index already).
create index auction_logs_newest_idx on public.auction_logs ("timestamp" desc, id desc);
-- auction_listings_live finds each listing's current bid in the log by listing and amount.
create index auction_logs_listing_amount_idx on public.auction_logs (listing_id, amount, id desc);
