-- A punishment record that follows players (issue 38, item 2). A player who renamed in game lost
-- their history here (/punishments/<old name> found nothing), and a lifted punishment said only
-- "Lifted". Now:
-- - each punishment may carry its player's UUID (player_uuid) and its staff's (staff_uuid); the
--   game bridge sends them, and a punishment made on the site takes the UUID of the name's
--   current holder;
-- - a player's history is found by any name the player has had, and shows under the current one;
-- - who lifted a punishment, when and why: revoked_by_name, revoked_at (an admin's revoke on the
--   site filled them already) and revoked_reason, which the bridge sends as removed_by,
--   removed_at and removed_reason (LiteBans' removed_by_name, removed_by_date,
--   removed_by_reason).

alter table public.punishments
  add column player_uuid uuid,
  add column staff_uuid uuid,
  add column revoked_reason text,
  add constraint punishments_revoke_lengths check (
    char_length(revoked_by_name) between 1 and 128 and char_length(revoked_reason) between 1 and 2048
  );
comment on column public.punishments.player_uuid is
  'The punished player''s UUID (game_players), when known: their history follows their renames.';
comment on column public.punishments.staff_uuid is 'The staff member''s UUID, when known.';
comment on column public.punishments.revoked_reason is 'Why it was lifted, when known.';
-- A player's punishments by UUID, newest first (as punishments_player_newest_idx by name).
create index punishments_player_uuid_newest_idx on public.punishments
  (player_uuid, date desc, id desc) include (type, active, expires)
  where player_uuid is not null;

-- A punishment written without a UUID (an admin's, an item of a plugin that sends none) belongs
-- to the player who holds the name now.
create function private.resolve_punished_player()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select p.uuid into new.player_uuid
  from public.game_players p
  where p.name_key = lower(new.player_name)
  order by p.seen_at desc
  limit 1;
  return new;
end
$$;
revoke all on function private.resolve_punished_player() from public;
create trigger punishments_resolve_player
  before insert on public.punishments
  for each row when (new.player_uuid is null)
  execute function private.resolve_punished_player();

-- The player a name stands for: the current holder of the name; else the last player seen with
-- it; else the player of the newest punishment under it that knows its player. Null: a name the
-- game server never named (the record still finds its rows by name).
create function private.player_of_name(p_key text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select p.uuid from public.game_players p
     where p.name_key = p_key collate "C" order by p.seen_at desc limit 1),
    (select n.player_uuid from public.game_player_names n
     where n.name_key = p_key collate "C" order by n.last_seen_at desc limit 1),
    (select x.player_uuid from public.punishments x
     where x.player_key = p_key collate "C" and x.player_uuid is not null
     order by x.date desc, x.id desc limit 1)
  )
$$;
revoke all on function private.player_of_name(text) from public;

-- The names a player has had, lower-cased: the rows of the record without a UUID under any of
-- them are theirs too (made before UUIDs were sent).
create function private.player_name_keys(p_uuid uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(n.name_key::text), '{}') from public.game_player_names n
  where n.player_uuid = p_uuid
$$;
revoke all on function private.player_name_keys(uuid) from public;

-- The bridge's upsert, with the optional UUIDs and the lift's details ------------------------------
create or replace function public.bridge_upsert_punishments(p_items jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  inserted bigint;
  updated bigint;
  total integer := jsonb_array_length(p_items);
begin
  -- The players the batch names by UUID are players of the site from now on.
  perform private.note_players(coalesce((
    select jsonb_agg(jsonb_build_object('uuid', i.player_uuid, 'name', i.player_name))
    from jsonb_to_recordset(p_items) as i (player_uuid uuid, player_name text)
    where i.player_uuid is not null
  ), '[]'));
  with incoming as (
    select * from rows from (
      jsonb_to_recordset(p_items) as (
        source text, source_id text, player_name text, type text, reason text, staff_name text,
        date timestamptz, expires timestamptz, active boolean, player_uuid uuid, staff_uuid uuid,
        removed_by text, removed_at timestamptz, removed_reason text
      )
    ) with ordinality as i(
      source, source_id, player_name, type, reason, staff_name, date, expires, active,
      player_uuid, staff_uuid, removed_by, removed_at, removed_reason, n
    )
  ),
  -- Rows that are new or read differently: an unchanged row is neither locked nor written. An
  -- item without a UUID keeps the one the row has (resolve_punished_player gave it one).
  changed as (
    select i.* from incoming i
    left join public.punishments p on p.source = i.source and p.source_id = i.source_id
    where p.id is null
      or (p.player_name, p.type, p.reason, p.staff_name, p.date, p.expires, p.active,
          p.player_uuid, p.staff_uuid, p.revoked_by_name, p.revoked_at, p.revoked_reason)
        is distinct from (i.player_name, i.type, i.reason, i.staff_name, i.date, i.expires,
          i.active, coalesce(i.player_uuid, p.player_uuid), i.staff_uuid, i.removed_by,
          i.removed_at, i.removed_reason)
  ),
  written as (
    insert into public.punishments as p
      (source, source_id, player_name, type, reason, staff_name, date, expires, active,
       player_uuid, staff_uuid, revoked_by_name, revoked_at, revoked_reason)
    select source, source_id, player_name, type, reason, staff_name, date, expires, active,
      player_uuid, staff_uuid, removed_by, removed_at, removed_reason
    from changed
    -- New rows get their ids in the batch's order.
    order by n
    on conflict (source, source_id) do update set
      player_name = excluded.player_name,
      type = excluded.type,
      reason = excluded.reason,
      staff_name = excluded.staff_name,
      date = excluded.date,
      expires = excluded.expires,
      active = excluded.active,
      player_uuid = coalesce(excluded.player_uuid, p.player_uuid),
      staff_uuid = excluded.staff_uuid,
      revoked_by_name = excluded.revoked_by_name,
      revoked_at = excluded.revoked_at,
      revoked_reason = excluded.revoked_reason
    where (p.player_name, p.type, p.reason, p.staff_name, p.date, p.expires, p.active,
        p.player_uuid, p.staff_uuid, p.revoked_by_name, p.revoked_at, p.revoked_reason)
      is distinct from (excluded.player_name, excluded.type, excluded.reason,
        excluded.staff_name, excluded.date, excluded.expires, excluded.active,
        coalesce(excluded.player_uuid, p.player_uuid), excluded.staff_uuid, excluded.revoked_by_name,
        excluded.revoked_at, excluded.revoked_reason)
    returning (xmax = 0) as is_new
  )
  select count(*) filter (where is_new), count(*) filter (where not is_new)
  into inserted, updated
  from written;
  return jsonb_build_object(
    'inserted', inserted, 'updated', updated, 'unchanged', total - inserted - updated
  );
end
$$;
-- It writes game_players now (note_players): as the function's owner.
alter function public.bridge_upsert_punishments(jsonb) security definer;

-- The lists say who lifted a punishment, when and why.
create or replace function private.punishment_rows(p_ids bigint[], p_in_force_at timestamptz)
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
      'in_force', p.active and (p.expires is null or p.expires > p_in_force_at),
      'source', p.source,
      'revoked_at', p.revoked_at,
      'revoked_by_name', p.revoked_by_name,
      'revoked_reason', p.revoked_reason
    ) order by p.date desc, p.id desc), '[]')
  from public.punishments p
  where p.id = any(p_ids)
$$;

-- A player's history by any name they have had ------------------------------------------------------
-- As 20261123040100 (paged, counts by type, in force now), for the player the name stands for
-- (private.player_of_name): their punishments by UUID, and those without one under any of their
-- names; player_name is their current name, player_uuid their UUID. A name the game server never
-- named reads by that name alone, as before. Unknown: player_name null, total 0, no rows.
create or replace function public.punishment_history(
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
  resolved uuid;
  current_name text;
  keys text[] collate "C";
  in_force_at timestamptz := now();
  page_ids bigint[];
  counts record;
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

  resolved := private.player_of_name(key);
  if resolved is not null then
    select p.name into current_name from public.game_players p where p.uuid = resolved;
    keys := private.player_name_keys(resolved);
  else
    select pp.player_name into current_name
    from public.punishment_players pp where pp.player_key = key;
    keys := array[key];
  end if;

  select array_agg(n.id order by n.date desc, n.id desc) into page_ids
  from (
    select p.id, p.date
    from public.punishments p
    where (resolved is not null and p.player_uuid = resolved)
      or (p.player_uuid is null and p.player_key = any(keys))
    order by p.date desc, p.id desc
    limit p_page_size offset (p_page - 1) * p_page_size
  ) n;
  select count(*) as total,
    count(*) filter (where p.type = 'ban') as bans,
    count(*) filter (where p.type = 'mute') as mutes,
    count(*) filter (where p.type = 'kick') as kicks,
    count(*) filter (where p.type = 'warn') as warns,
    count(*) filter (where p.type = 'other') as others,
    count(*) filter (where p.active and (p.expires is null or p.expires > in_force_at))
      as in_force
  into counts
  from public.punishments p
  where (resolved is not null and p.player_uuid = resolved)
    or (p.player_uuid is null and p.player_key = any(keys));

  return jsonb_build_object(
    -- Known to the record or to the game: a page; otherwise none.
    'player_name', case when counts.total > 0 or resolved is not null then current_name end,
    'player_uuid', resolved,
    'total', counts.total,
    'counts', jsonb_build_object(
      'ban', counts.bans,
      'mute', counts.mutes,
      'kick', counts.kicks,
      'warn', counts.warns,
      'other', counts.others
    ),
    'in_force', counts.in_force,
    'rows', private.punishment_rows(page_ids, in_force_at),
    'page', p_page,
    'page_size', p_page_size
  );
end
$$;
comment on function public.punishment_history(text, integer, integer) is
  'One player''s punishments by any name they have had, newest first and paged, with counts by '
  'type and the number in force; player_name is their current name.';
