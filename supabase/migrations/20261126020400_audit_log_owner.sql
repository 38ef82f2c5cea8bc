-- The admin audit log, append-only against postgres too (issue 28, finding 5). postgres owned the
-- table, so it could disable the trigger that refuses changes and delete entries (hosted's SQL
-- editor runs as postgres). Now a role nobody logs in as owns everything the promise rests on —
-- the table, its schema, the trigger functions that write it and the one that refuses changes —
-- and postgres keeps the right to read it. What holds, exactly: docs/decisions.md "Privacy and
-- parity (issue 28)". Written with current_user for postgres: the migrations run as postgres on
-- hosted (supabase db push) and locally, as hosted_postgres on a stock PostgreSQL server.

do $$
begin
  -- Roles belong to the server, not the database: a second database on one server shares it.
  if not exists (select 1 from pg_roles where rolname = 'admin_audit_owner') then
    create role admin_audit_owner nologin noinherit;
  end if;
end
$$;
comment on role admin_audit_owner is
  'Owns the admin audit log (schema audit). No login: nobody acts as it, so nobody can change '
  'or remove an entry.';

-- Only while this migration moves the objects over (ALTER … OWNER needs it); revoked below.
grant admin_audit_owner to current_user;

-- Its own schema: the owner of a schema may drop what is in it, and postgres owns public.
create schema audit authorization admin_audit_owner;
comment on schema audit is 'The admin audit log and its functions, owned by admin_audit_owner.';
alter table public.admin_audit_log set schema audit;
alter table audit.admin_audit_log owner to admin_audit_owner;

alter function private.refuse_audit_change() set schema audit;
alter function audit.refuse_audit_change() owner to admin_audit_owner;

-- The writers run as the owner (security definer), so no other role needs to insert. Trigger
-- functions cannot be called directly: nobody can forge an entry through them. The owner has no
-- rights on schema auth (hosted grants them to the API roles and postgres only), so the writer
-- reads the request's claims as auth.uid() and auth.role() do.
create or replace function private.write_admin_audit(
  p_action text,
  p_target_id text,
  p_target_label text,
  p_before jsonb,
  p_after jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  actor uuid := coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''), claims ->> 'sub')::uuid;
begin
  insert into audit.admin_audit_log
    (actor_id, actor_email, actor_role, action, target_id, target_label, before, after)
  values (
    actor,
    (select u.email from public.users u where u.id = actor),
    coalesce(
      nullif(current_setting('request.jwt.claim.role', true), ''), claims ->> 'role', session_user::text
    ),
    p_action, p_target_id, p_target_label, p_before, p_after
  );
end
$$;
alter function private.write_admin_audit(text, text, text, jsonb, jsonb) set schema audit;
alter function audit.write_admin_audit(text, text, text, jsonb, jsonb) owner to admin_audit_owner;
revoke all on function audit.write_admin_audit(text, text, text, jsonb, jsonb) from public;
grant select (id, email) on public.users to admin_audit_owner;
grant select (id, name) on public.roles to admin_audit_owner;
-- Row-level security holds for the owner (postgres bypassed it): it reads every user's e-mail and
-- every role's name, as the entries need.
create policy "users: the audit log reads e-mails" on public.users
  for select to admin_audit_owner using (true);
create policy "roles: the audit log reads names" on public.roles
  for select to admin_audit_owner using (true);

create or replace function private.audit_user_roles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  assignment jsonb;
begin
  if tg_op in ('DELETE', 'UPDATE') then
    assignment := jsonb_build_object(
      'user_id', old.user_id,
      'email', (select u.email from public.users u where u.id = old.user_id),
      'role', (select r.name from public.roles r where r.id = old.role_id)
    );
    perform audit.write_admin_audit(
      'role.revoked', old.user_id::text, assignment ->> 'email', assignment, null);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    assignment := jsonb_build_object(
      'user_id', new.user_id,
      'email', (select u.email from public.users u where u.id = new.user_id),
      'role', (select r.name from public.roles r where r.id = new.role_id)
    );
    perform audit.write_admin_audit(
      'role.granted', new.user_id::text, assignment ->> 'email', null, assignment);
  end if;
  return null;
end
$$;
create or replace function private.audit_calendar_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  case tg_op
    when 'INSERT' then
      perform audit.write_admin_audit('event.created', new.id::text, new.title, null, to_jsonb(new));
    when 'UPDATE' then
      perform audit.write_admin_audit('event.updated', new.id::text, new.title, to_jsonb(old), to_jsonb(new));
    else
      perform audit.write_admin_audit('event.deleted', old.id::text, old.title, to_jsonb(old), null);
  end case;
  return null;
end
$$;
alter function private.audit_user_roles() set schema audit;
alter function audit.audit_user_roles() owner to admin_audit_owner;
alter function private.audit_calendar_events() set schema audit;
alter function audit.audit_calendar_events() owner to admin_audit_owner;

-- The API reads the log where it was: a view with the reader's own rights (the table's policy
-- still decides: admins only).
grant usage on schema audit to authenticated, service_role;
create view public.admin_audit_log
with (security_invoker = true)
as
select id, at, actor_id, actor_email, actor_role, action, target_id, target_label, before, after
from audit.admin_audit_log;
comment on view public.admin_audit_log is
  'Append-only log of admin actions (role grants and revokes, event changes), written by triggers. '
  'Admins read it; nobody updates or deletes.';
revoke all on public.admin_audit_log from anon, authenticated, service_role;
grant select on public.admin_audit_log to authenticated, service_role;

-- postgres keeps what it needs: reading the log (the dashboard's SQL editor), nothing else.
grant usage on schema audit to current_user;
grant select on audit.admin_audit_log to current_user;
revoke admin_audit_owner from current_user;
