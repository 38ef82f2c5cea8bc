-- Punishments from outside the site and from its admins (issue 29).
--
-- The game server's punishments arrive through the game-bridge function, which upserts them by
-- (source, source_id) as the service role: `source` names where a row comes from (e.g.
-- 'litebans'), `source_id` its key there; both are null for a punishment made on the site.
-- Admins add punishments, edit their reason and revoke them early through the API; the acting
-- admin is the staff, and a row from the game server can only be revoked on the game server (its
-- next sync would undo a change made here). Every change is in the admin audit log: an admin's
-- row by row, bulk writes (the bridge, the seed, a console) as one count per statement.

alter table public.punishments
  add column source text check (source ~ '^[a-z0-9][a-z0-9_.-]{0,31}$'),
  add column source_id text check (char_length(source_id) between 1 and 128),
  -- A revoke made on the site: when and by whom (the game server's own revokes set active
  -- only). Names, as staff_name: the admins' accounts are in the audit log, not public.
  add column revoked_at timestamptz,
  add column revoked_by_name text,
  add constraint punishments_source_pair check ((source is null) = (source_id is null)),
  -- A game server's player names, staff names and reasons as LiteBans allows them.
  add constraint punishments_field_lengths check (
    char_length(player_name) <= 64 and char_length(staff_name) <= 128
    and char_length(reason) <= 2048
  ),
  -- One row per punishment of a source: the bridge's upsert key.
  add constraint punishments_source_key unique (source, source_id);
comment on column public.punishments.source is
  'Where the punishment comes from (e.g. ''litebans''), null when made on the site.';
comment on column public.punishments.source_id is 'The punishment''s key in its source.';
comment on column public.punishments.revoked_at is 'When an admin revoked it on the site.';

-- Admins write -----------------------------------------------------------------------------------
-- Columns an admin sends; the trigger below fills in the rest (staff, date, revoke details).
grant insert (player_name, type, reason, expires), update (reason, active)
  on public.punishments to authenticated;
create policy "punishments: admins add" on public.punishments
  for insert to authenticated
  with check ((select public.is_admin()) and source is null);
create policy "punishments: admins edit" on public.punishments
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- What an API user (an admin) may do beyond the policies: the acting admin is the staff, a
-- punishment starts now and in force (a kick is over at once), a revoke is for good, and rows of the game server are
-- changed on the game server only. The service role (the bridge) and database consoles pass
-- (without entering the function: a bridge batch is a thousand rows).
create function private.guard_punishment_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  actor_name text;
begin
  -- The admin's public name, as everywhere a member is shown (never the e-mail-derived username);
  -- an admin without one (or private) acts as 'Staff'.
  actor_name := coalesce(nullif(private.display_name(actor), 'Anonymous'), 'Staff');
  if tg_op = 'INSERT' then
    new.staff_name := actor_name;
    new.date := now();
    -- A kick is over as it happens: never in force, no expiry.
    new.active := new.type <> 'kick';
    if new.type = 'kick' then
      new.expires := null;
    end if;
    new.revoked_at := null;
    new.revoked_by_name := null;
    return new;
  end if;
  if old.source is not null then
    -- Said to the admin as it is (PostgREST: HTTP 403).
    raise exception 'This punishment comes from the game server (%): change it there', old.source
      using errcode = 'PT403';
  end if;
  if new.active and not old.active then
    raise exception 'A revoked punishment cannot be made active again';
  end if;
  if old.active and not new.active then
    new.revoked_at := now();
    new.revoked_by_name := actor_name;
  end if;
  return new;
end
$$;
revoke all on function private.guard_punishment_write() from public;
create trigger punishments_guard_write
  before insert or update on public.punishments
  for each row when (auth.role() = 'authenticated')
  execute function private.guard_punishment_write();

-- The audit log ----------------------------------------------------------------------------------
-- Adds actions to the log's list of allowed ones, whatever that list is by then (so migrations
-- of parallel features each add their own without restating the others').
create function private.allow_audit_actions(variadic p_actions text[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  allowed text[];
begin
  select coalesce(array_agg(m[1]), '{}') into allowed
  from pg_catalog.pg_constraint c,
    regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') m
  where c.conrelid = 'audit.admin_audit_log'::regclass
    and c.conname = 'admin_audit_log_action_check';
  alter table audit.admin_audit_log drop constraint if exists admin_audit_log_action_check;
  execute format(
    'alter table audit.admin_audit_log add constraint admin_audit_log_action_check check (action in (%s))',
    (select string_agg(quote_literal(a), ', ' order by a)
     from (select distinct unnest(allowed || p_actions) a) d)
  );
end
$$;
revoke all on function private.allow_audit_actions(text[]) from public;

grant admin_audit_owner to current_user;
select private.allow_audit_actions(
  'punishment.created', 'punishment.updated', 'punishment.revoked', 'punishments.batch'
);

-- An admin's change through the API: one entry per row, with the row before and after.
create function private.audit_punishments()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  label text := new.player_name || ' (' || new.type || ')';
begin
  if tg_op = 'INSERT' then
    perform audit.write_admin_audit('punishment.created', new.id::text, label, null, to_jsonb(new));
  elsif old.active and not new.active then
    perform audit.write_admin_audit('punishment.revoked', new.id::text, label, to_jsonb(old), to_jsonb(new));
  else
    perform audit.write_admin_audit('punishment.updated', new.id::text, label, to_jsonb(old), to_jsonb(new));
  end if;
  return null;
end
$$;
revoke all on function private.audit_punishments() from public;
create trigger punishments_audit_api
  after insert or update on public.punishments
  for each row when (auth.role() = 'authenticated')
  execute function private.audit_punishments();

-- Everyone else writes in bulk — the game bridge a thousand rows a call, the seed, a console:
-- one entry per statement and source ('site' for rows of the site), with how many rows it
-- added, changed and revoked.
create function private.audit_punishment_batch()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  summary record;
begin
  -- auth.role() as the owner may read it (it has no rights on schema auth).
  if coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  ) = 'authenticated' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    for summary in
      select coalesce(n.source, 'site') as source, count(*) as added,
        count(*) filter (where not n.active) as inactive
      from new_rows n group by 1 order by 1
    loop
      perform audit.write_admin_audit('punishments.batch', summary.source, summary.source, null,
        jsonb_build_object('added', summary.added, 'added_inactive', summary.inactive));
    end loop;
  else
    for summary in
      select coalesce(n.source, 'site') as source, count(*) as changed,
        count(*) filter (where o.active and not n.active) as revoked
      from new_rows n join old_rows o on o.id = n.id
      group by 1 order by 1
    loop
      perform audit.write_admin_audit('punishments.batch', summary.source, summary.source, null,
        jsonb_build_object('changed', summary.changed, 'revoked', summary.revoked));
    end loop;
  end if;
  return null;
end
$$;
revoke all on function private.audit_punishment_batch() from public;
create trigger punishments_audit_batch_inserts
  after insert on public.punishments
  referencing new table as new_rows
  for each statement execute function private.audit_punishment_batch();
create trigger punishments_audit_batch_updates
  after update on public.punishments
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.audit_punishment_batch();
alter function private.audit_punishments() set schema audit;
alter function audit.audit_punishments() owner to admin_audit_owner;
alter function private.audit_punishment_batch() set schema audit;
alter function audit.audit_punishment_batch() owner to admin_audit_owner;
revoke admin_audit_owner from current_user;

-- The bridge's upsert ----------------------------------------------------------------------------
-- One batch of the game server's punishments (game-bridge has checked each item and answers for
-- the shape; the table's constraints stay the last word). Upserts by (source, source_id) and
-- touches only rows whose fields differ, so a batch sent twice changes nothing the second time
-- (the conflict clause repeats the test for a concurrent batch writing the same rows).
-- Returns { inserted, updated, unchanged }. Service role only.
create function public.bridge_upsert_punishments(p_items jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  inserted bigint;
  updated bigint;
  total integer := jsonb_array_length(p_items);
begin
  with incoming as (
    select * from rows from (
      jsonb_to_recordset(p_items) as (
        source text, source_id text, player_name text, type text, reason text, staff_name text,
        date timestamptz, expires timestamptz, active boolean
      )
    ) with ordinality as i(
      source, source_id, player_name, type, reason, staff_name, date, expires, active, n
    )
  ),
  -- Rows that are new or read differently: an unchanged row is neither locked nor written.
  changed as (
    select i.* from incoming i
    left join public.punishments p on p.source = i.source and p.source_id = i.source_id
    where p.id is null
      or (p.player_name, p.type, p.reason, p.staff_name, p.date, p.expires, p.active)
        is distinct from (i.player_name, i.type, i.reason, i.staff_name, i.date, i.expires,
          i.active)
  ),
  written as (
    insert into public.punishments as p
      (source, source_id, player_name, type, reason, staff_name, date, expires, active)
    select source, source_id, player_name, type, reason, staff_name, date, expires, active
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
      active = excluded.active
    where (p.player_name, p.type, p.reason, p.staff_name, p.date, p.expires, p.active)
      is distinct from (excluded.player_name, excluded.type, excluded.reason,
        excluded.staff_name, excluded.date, excluded.expires, excluded.active)
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
comment on function public.bridge_upsert_punishments(jsonb) is
  'The game bridge''s batch upsert of punishments by (source, source_id). Service role only.';
revoke all on function public.bridge_upsert_punishments(jsonb) from public, anon, authenticated;
grant execute on function public.bridge_upsert_punishments(jsonb) to service_role;

-- The lists show where a punishment comes from and who revoked it on the site.
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
      'revoked_by_name', p.revoked_by_name
    ) order by p.date desc, p.id desc), '[]')
  from public.punishments p
  where p.id = any(p_ids)
$$;
