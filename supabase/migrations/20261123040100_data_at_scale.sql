-- Data at real scale (issue 18): every page's data request is bounded and indexed at hundreds
-- of thousands of rows. The punishment record is searched and paged in the database
-- (search_punishments), each player has a history (punishment_history), admins search users on
-- the server (admin_search_users), and the totals these pages show come from counters kept by
-- triggers instead of counting large tables on every request. Pages take the ids of a page from
-- an index alone and only then read the page's rows, so the rows a deep page skips cost an index
-- entry each, not a table row.

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

-- Newest first, with id breaking ties so paging is stable. The included columns let the filters
-- and the player search be checked, and the rows a page skips be counted, from the index alone.
drop index public.punishments_date_idx;
create index punishments_newest_idx on public.punishments (date desc, id desc)
  include (type, active, expires, player_key);
create index punishments_type_newest_idx on public.punishments (type, date desc, id desc)
  include (active, expires, player_key);
create index punishments_player_newest_idx on public.punishments (player_key, date desc, id desc)
  include (type, active, expires);
-- In force now = flagged active and either without expiry (permanent: until staff lift it) or
-- with its expiry ahead (running: the few of the last weeks). The status filter reads the two
-- through these, so "active" pages and counts never walk the expired majority.
create index punishments_permanent_newest_idx on public.punishments (date desc, id desc)
  include (type, player_key) where active and expires is null;
create index punishments_running_idx on public.punishments (expires)
  include (type, date, id, player_key) where active and expires is not null;
-- A player search among those in force: the permanent ones of the players it matches (a search
-- for "thor" reads the 300 of them, not the 6,800 punishments of every Thor).
create index punishments_permanent_player_idx on public.punishments
  (player_key, date desc, id desc) include (type) where active and expires is null;

-- Punishments per type, kept by the trigger below: the unsearched record's totals.
-- `permanent_in_force` counts those flagged active without an expiry: in force until staff lift
-- them. With the few whose expiry is still ahead (punishments_running_idx) they make the number
-- in force at any moment.
create table public.punishment_counts (
  type text primary key,
  total bigint not null default 0,
  permanent_in_force bigint not null default 0
);
comment on table public.punishment_counts is
  'Number of punishments per type (and of those in force without an expiry), kept by triggers.';

-- One row per punished player with counts by type, kept by the trigger below: the directory the
-- player search matches against (100,000 names rather than 500,000 rows) and the history header.
create table public.punishment_players (
  player_key text collate "C" primary key,
  -- The spelling of the player's most recently added punishment.
  player_name text not null,
  total integer not null default 0,
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
-- counter rows in the same order and cannot deadlock. (No "≥ 0" checks on the counters: an
-- upsert checks the row it would insert — a delete's negative change — before it updates.)
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
    execute format($sql$
      delete from public.punishment_players
      where total = 0 and player_key in (select player_key from (%s) changes)
    $sql$, changes);
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
insert into public.punishment_players
  (player_key, player_name, total, bans, mutes, kicks, warns, others)
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

-- The rows of a page's ids in the page's order, as the punishment pages list them.
create function private.punishment_rows(p_ids bigint[], p_in_force_at timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', p.id,
      'player_name', p.player_name,
      'type', p.type,
      'reason', p.reason,
      'date', p.date,
      'staff_name', p.staff_name,
      'active', p.active,
      'expires', p.expires,
      'in_force', p.active and (p.expires is null or p.expires > p_in_force_at)
    ) order by p.date desc, p.id desc), '[]')
  from public.punishments p
  where p.id = any(p_ids)
$$;
revoke all on function private.punishment_rows(bigint[], timestamptz) from public;

-- One page of the punishment record, newest first, with the number of matching punishments.
--   p_search: a player name: names starting with it or, when none does (from 3 characters on),
--     the 20 names most like it (trigram word similarity: typos and parts of a name match).
--     % and _ match themselves.
--   p_type: 'ban' | 'mute' | 'kick' | 'warn' | 'other'; p_status: 'active' (in force now) |
--     'expired' (lifted or run out). null = all.
-- Returns { rows: [...], total, total_is_exact, page, page_size }; every row says whether it is
-- in force now. Pages go 10,000 rows deep (page 400): the offset of a deeper page costs more
-- than the rest of the request; every older punishment is a player search away.
-- Definer rights only to reach private.punishment_rows; everything it reads is public. Custom
-- plans: the optional conditions fold away before planning, and a search matching most names
-- ('x') walks the newest-first index while a rare one reads that player's rows: each plan is
-- chosen for the values at hand.
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
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  search_key text collate "C" := nullif(lower(btrim(p_search)), '');
  prefix text collate "C";
  similar_keys text[] collate "C" := '{}';
  -- Whether the search looks at names alike: otherwise the condition on them folds away.
  fuzzy boolean := false;
  in_force_at timestamptz := now();
  skip integer;
  page_ids bigint[];
  matched bigint;
  in_force bigint;
  count_limit integer;
  total bigint;
begin
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Pages are numbered from 1 and hold 1 to 100 rows' using errcode = '22023';
  end if;
  if (p_page - 1)::bigint * p_page_size >= 10000 then
    raise exception 'Pages go 10,000 rows deep at most. Search for a player to see older ones.'
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
  skip := (p_page - 1) * p_page_size;

  if search_key is not null then
    prefix := replace(replace(replace(search_key, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    -- Names like it help when no name starts with it (a typo, a part of a name); beside names
    -- that do, they would only be noise.
    if char_length(search_key) >= 3 and not exists (
      select 1 from public.punishment_players pp where pp.player_key like prefix
    ) then
      select coalesce(array_agg(s.player_key), '{}') into similar_keys
      from (
        select pp.player_key
        from public.punishment_players pp
        where search_key operator(extensions.<%) pp.player_key
        order by extensions.word_similarity(search_key, pp.player_key) desc, pp.player_key
        limit 20
      ) s;
      fuzzy := true;
    end if;
  end if;

  -- The page's ids, from the indexes' own columns. In force = permanent + running: each part
  -- gives at most the rows up to the page's end, newest first, and the page comes from the two.
  if p_status = 'active' then
    select array_agg(n.id order by n.date desc, n.id desc) into page_ids
    from (
      select f.id, f.date
      from (
        (
          select p.id, p.date from public.punishments p
          where p.active and p.expires is null
            and (p_type is null or p.type = p_type)
            and (search_key is null or p.player_key like prefix
              or (fuzzy and p.player_key = any(similar_keys)))
          order by p.date desc, p.id desc
          limit skip + p_page_size
        )
        union all
        (
          select p.id, p.date from public.punishments p
          where p.active and p.expires > in_force_at
            and (p_type is null or p.type = p_type)
            and (search_key is null or p.player_key like prefix
              or (fuzzy and p.player_key = any(similar_keys)))
          order by p.date desc, p.id desc
          limit skip + p_page_size
        )
      ) f
      order by f.date desc, f.id desc
      limit p_page_size offset skip
    ) n;
  else
    select array_agg(n.id order by n.date desc, n.id desc) into page_ids
    from (
      select p.id, p.date
      from public.punishments p
      where (p_type is null or p.type = p_type)
        and (search_key is null or p.player_key like prefix
          or (fuzzy and p.player_key = any(similar_keys)))
        and (p_status is null or not (p.active and (p.expires is null or p.expires > in_force_at)))
      order by p.date desc, p.id desc
      limit p_page_size offset skip
    ) n;
  end if;

  -- The total. Unsearched: from the counters (those in force: the permanent ones counted, the
  -- running ones read), exact. Searched: the matches counted up to 1,000 past the page, as the
  -- admins' user search does: a broad search ("a") matches a sixth of the record, and counting
  -- all of it would cost several times the page.
  if search_key is null then
    select coalesce(sum(c.total), 0) into matched
    from public.punishment_counts c
    where p_type is null or c.type = p_type;
    if p_status is not null then
      select coalesce(sum(c.permanent_in_force), 0) + (
        select count(*) from public.punishments p
        where p.active and p.expires > in_force_at and (p_type is null or p.type = p_type)
      )
      into in_force
      from public.punishment_counts c
      where p_type is null or c.type = p_type;
    end if;
    total := case p_status
      when 'active' then in_force
      when 'expired' then matched - in_force
      else matched
    end;
  else
    count_limit := skip + p_page_size + 1000;
    if p_status = 'active' then
      -- In force, in its two parts as the page reads them.
      select count(*) into total
      from (
        (
          select 1 from public.punishments p
          where p.active and p.expires is null
            and (p_type is null or p.type = p_type)
            and (p.player_key like prefix or (fuzzy and p.player_key = any(similar_keys)))
        )
        union all
        (
          select 1 from public.punishments p
          where p.active and p.expires > in_force_at
            and (p_type is null or p.type = p_type)
            and (p.player_key like prefix or (fuzzy and p.player_key = any(similar_keys)))
        )
        limit count_limit
      ) m;
    else
      select count(*) into total
      from (
        select 1 from public.punishments p
        where (p_type is null or p.type = p_type)
          and (p.player_key like prefix or (fuzzy and p.player_key = any(similar_keys)))
          and (p_status is null
            or not (p.active and (p.expires is null or p.expires > in_force_at)))
        limit count_limit
      ) m;
    end if;
  end if;

  return jsonb_build_object(
    'rows', private.punishment_rows(page_ids, in_force_at),
    'total', total,
    'total_is_exact', count_limit is null or total < count_limit,
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

-- Every punishment of one player (exact name, any case), newest first and paged, with the counts
-- by type and the number in force now. Unknown player: player_name null, total 0, no rows.
create function public.punishment_history(
  p_player text,
  p_page integer default 1,
  p_page_size integer default 25
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  key text collate "C" := lower(btrim(coalesce(p_player, '')));
  player public.punishment_players;
  in_force_at timestamptz := now();
  page_ids bigint[];
  in_force bigint;
begin
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Pages are numbered from 1 and hold 1 to 100 rows' using errcode = '22023';
  end if;
  if (p_page - 1)::bigint * p_page_size >= 10000 then
    raise exception 'Pages go 10,000 rows deep at most.' using errcode = '22023';
  end if;
  if key = '' then
    raise exception 'Name a player' using errcode = '22023';
  end if;
  if char_length(key) > 64 then
    raise exception 'A player name has at most 64 characters' using errcode = '22023';
  end if;
  select * into player from public.punishment_players pp where pp.player_key = key;

  select array_agg(n.id order by n.date desc, n.id desc) into page_ids
  from (
    select p.id, p.date
    from public.punishments p
    where p.player_key = key
    order by p.date desc, p.id desc
    limit p_page_size offset (p_page - 1) * p_page_size
  ) n;
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
    'rows', private.punishment_rows(page_ids, in_force_at),
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

-- Accounts ----------------------------------------------------------------------------------------
-- count(*) reads the whole table: at 100,000 accounts the dashboard's figure and the unfiltered
-- user list's total would be the slowest requests of the site. The number of accounts is kept by
-- statement triggers on public.users (what the dashboard and the user list count; a new account
-- adds its row, a deleted one cascades to it), so a bulk insert updates it once.
create table private.row_counts (
  table_name text primary key,
  row_count bigint not null check (row_count >= 0)
);
comment on table private.row_counts is 'Rows in public.users (as users), kept by triggers.';
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
  execute case tg_op
    when 'INSERT' then 'select count(*) from new_rows'
    else 'select -count(*) from old_rows'
  end into delta;
  update private.row_counts set row_count = row_count + delta where table_name = 'users';
  return null;
end
$$;
revoke all on function private.count_rows() from public;

insert into private.row_counts (table_name, row_count)
values ('users', (select count(*) from public.users));
create trigger users_count_inserts after insert on public.users
  referencing new table as new_rows for each statement execute function private.count_rows();
create trigger users_count_deletes after delete on public.users
  referencing old table as old_rows for each statement execute function private.count_rows();

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
    (select count(*) from public.auction_listings);
end
$$;

-- Admin user search -------------------------------------------------------------------------------
-- The profile's username is copied onto users (admins only), so one table answers "e-mail or
-- username" from its indexes: trigrams (or the start, for 1–2 characters) to find, the e-mail
-- in any case for the order.
alter table public.users add column username text;
comment on column public.users.username is
  'The profile''s username (kept by a trigger), for the admins'' user search.';
update public.users u set username = p.username from public.profiles p where p.id = u.id;

create function private.copy_username()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set username = new.username
  where id = new.id and username is distinct from new.username;
  return null;
end
$$;
revoke all on function private.copy_username() from public;
create trigger profiles_copy_username
  after insert or update of username on public.profiles
  for each row execute function private.copy_username();

create index users_search_trgm_idx on public.users
  using gin (email extensions.gin_trgm_ops, username extensions.gin_trgm_ops);
-- The list's order (the e-mail in any case, "C" so that LIKE 'ab%' reads a range of it too), and
-- what a search checks on the way.
create index users_email_order_idx on public.users ((lower(email) collate "C"), id)
  include (email, username);
-- Shorter than a trigram: the start of the username, one index per length, each in the list's
-- order, so that "e" reads the first thousand matches, not the 4,000 of every "e" sorted.
create index users_username_start1_idx on public.users
  ((left(lower(username), 1)), (lower(email) collate "C"), id);
create index users_username_start2_idx on public.users
  ((left(lower(username), 2)), (lower(email) collate "C"), id);

-- One page of users ordered by e-mail: all, or those whose e-mail or username contains p_search
-- (case-insensitive; 1 or 2 characters match the start). Admins only: the search runs as the
-- definer after checking the caller, and nobody else ever sees an e-mail through it.
-- Returns { rows: [{ id, email, username, roles, created_at }], total, total_is_exact, page,
-- page_size }. A search counts its matches up to 1,000 past the page (total_is_exact false
-- beyond): an exact count of "example" among 100,000 addresses would cost more than the page.
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
  skip integer;
  count_limit integer;
  total bigint;
  page_ids uuid[];
  page_rows jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only admins can search users' using errcode = '42501';
  end if;
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Pages are numbered from 1 and hold 1 to 100 rows' using errcode = '22023';
  end if;
  if (p_page - 1)::bigint * p_page_size >= 10000 then
    raise exception 'Pages go 10,000 rows deep at most. Narrow the search.'
      using errcode = '22023';
  end if;
  if char_length(needle) > 254 then
    raise exception 'Search for at most 254 characters' using errcode = '22023';
  end if;
  skip := (p_page - 1) * p_page_size;

  if needle is null then
    select row_count into total from private.row_counts where table_name = 'users';
    select array_agg(n.id order by n.k, n.id) into page_ids
    from (
      select u.id, lower(u.email) collate "C" as k from public.users u
      order by lower(u.email) collate "C", u.id
      limit p_page_size offset skip
    ) n;
  else
    -- Literally: % and _ in the search match themselves.
    pattern := replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    -- The matches up to 1,000 past the page, in order: their number and the page's ids.
    count_limit := skip + p_page_size + 1000;
    if char_length(needle) < 3 then
      -- Three characters make a trigram: shorter searches match the start of the e-mail or
      -- username, each read in the list's order from its index, as far as the count goes.
      select count(*), array_agg(m.id order by m.k, m.id) filter (where m.n > skip)
      into total, page_ids
      from (
        select s.id, s.k, row_number() over (order by s.k, s.id) as n
        from (
          (
            select u.id, lower(u.email) collate "C" as k from public.users u
            where lower(u.email) collate "C" like pattern
            order by lower(u.email) collate "C", u.id
            limit count_limit
          )
          union
          (
            select u.id, lower(u.email) collate "C" from public.users u
            where char_length(needle) = 1 and left(lower(u.username), 1) = needle
            order by left(lower(u.username), 1), lower(u.email) collate "C", u.id
            limit count_limit
          )
          union
          (
            select u.id, lower(u.email) collate "C" from public.users u
            where char_length(needle) = 2 and left(lower(u.username), 2) = needle
            order by left(lower(u.username), 2), lower(u.email) collate "C", u.id
            limit count_limit
          )
        ) s
        order by s.k, s.id
        limit count_limit
      ) m;
    else
      select count(*), array_agg(m.id order by m.n) filter (where m.n > skip)
      into total, page_ids
      from (
        select u.id, row_number() over (order by lower(u.email) collate "C", u.id) as n
        from public.users u
        where u.email ilike '%' || pattern or u.username ilike '%' || pattern
        order by lower(u.email) collate "C", u.id
        limit count_limit
      ) m;
    end if;
    page_ids := page_ids[1:p_page_size];
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
      'id', u.id,
      'email', u.email,
      'username', u.username,
      'roles', array(
        select r.name from public.user_roles ur join public.roles r on r.id = ur.role_id
        where ur.user_id = u.id order by r.name
      ),
      'created_at', u.created_at
    ) order by lower(u.email) collate "C", u.id), '[]')
  into page_rows
  from public.users u
  where u.id = any(page_ids);

  return jsonb_build_object(
    'rows', page_rows,
    'total', total,
    'total_is_exact', needle is null or total < count_limit,
    'page', p_page,
    'page_size', p_page_size
  );
end
$$;
comment on function public.admin_search_users(text, integer, integer) is
  'Admins only: one page of users (id, e-mail, username, roles) by e-mail or username.';
revoke all on function public.admin_search_users(text, integer, integer)
  from public, anon, authenticated;
grant execute on function public.admin_search_users(text, integer, integer)
  to authenticated, service_role;

-- Auction house -------------------------------------------------------------------------------
-- auction_listings_live finds each listing's highest bidder in the log by listing and amount:
-- one index probe per listing instead of reading a popular listing's whole log.
create index auction_logs_listing_amount_idx on public.auction_logs (listing_id, amount, id desc);
