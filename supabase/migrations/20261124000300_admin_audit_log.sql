-- Admin audit log: every role grant and revoke and every calendar event created, edited or
-- deleted leaves one row — who, what, before and after, when — written by triggers in the same
-- transaction as the change, whoever makes it (the admin page, the service role, a database
-- console). Nobody can change or remove a row afterwards, admins and the service role included.

create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- The signed-in user behind the change, with their e-mail as it was then (the entry must read
  -- the same once the account is gone: no foreign key). Null when no user made it.
  actor_id uuid,
  actor_email text,
  -- The API role of the request (authenticated, service_role), else the database login.
  actor_role text not null,
  action text not null check (
    action in ('role.granted', 'role.revoked', 'event.created', 'event.updated', 'event.deleted')
  ),
  -- The user whose role changed, or the event.
  target_id text not null,
  -- What an admin reads: the user's e-mail, or the event's title.
  target_label text,
  before jsonb,
  after jsonb
);
create index admin_audit_log_actor_idx on public.admin_audit_log (actor_id, id desc);
create index admin_audit_log_action_idx on public.admin_audit_log (action, id desc);
comment on table public.admin_audit_log is
  'Append-only log of admin actions (role grants and revokes, event changes), written by triggers. '
  'Admins read it; nobody updates or deletes.';

create function private.write_admin_audit(
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
  actor uuid := auth.uid();
begin
  insert into public.admin_audit_log
    (actor_id, actor_email, actor_role, action, target_id, target_label, before, after)
  values (
    actor,
    (select u.email from public.users u where u.id = actor),
    coalesce(auth.role(), session_user::text),
    p_action, p_target_id, p_target_label, p_before, p_after
  );
end
$$;
revoke all on function private.write_admin_audit(text, text, text, jsonb, jsonb) from public;

-- Role assignments: a grant is an insert, a revoke a delete (an update is both).
create function private.audit_user_roles()
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
    perform private.write_admin_audit(
      'role.revoked', old.user_id::text, assignment ->> 'email', assignment, null);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    assignment := jsonb_build_object(
      'user_id', new.user_id,
      'email', (select u.email from public.users u where u.id = new.user_id),
      'role', (select r.name from public.roles r where r.id = new.role_id)
    );
    perform private.write_admin_audit(
      'role.granted', new.user_id::text, assignment ->> 'email', null, assignment);
  end if;
  return null;
end
$$;
revoke all on function private.audit_user_roles() from public;
create trigger user_roles_audit
  after insert or update or delete on public.user_roles
  for each row execute function private.audit_user_roles();

create function private.audit_calendar_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  case tg_op
    when 'INSERT' then
      perform private.write_admin_audit('event.created', new.id::text, new.title, null, to_jsonb(new));
    when 'UPDATE' then
      perform private.write_admin_audit('event.updated', new.id::text, new.title, to_jsonb(old), to_jsonb(new));
    else
      perform private.write_admin_audit('event.deleted', old.id::text, old.title, to_jsonb(old), null);
  end case;
  return null;
end
$$;
revoke all on function private.audit_calendar_events() from public;
create trigger calendar_events_audit
  after insert or update or delete on public.calendar_events
  for each row execute function private.audit_calendar_events();

-- Append-only, beyond what grants and policies can say: the table's owner and superusers are
-- refused too.
create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The admin audit log is append-only' using errcode = '42501';
end
$$;
revoke all on function private.refuse_audit_change() from public;
create trigger admin_audit_log_append_only
  before update or delete on public.admin_audit_log
  for each row execute function private.refuse_audit_change();
create trigger admin_audit_log_no_truncate
  before truncate on public.admin_audit_log
  for each statement execute function private.refuse_audit_change();

-- Row-level security: admins read; no role may write (the triggers' security definer owner does).
alter table public.admin_audit_log enable row level security;
revoke all on public.admin_audit_log from anon, authenticated, service_role;
grant select on public.admin_audit_log to authenticated, service_role;
create policy "admin_audit_log: admins read" on public.admin_audit_log
  for select to authenticated using ((select public.is_admin()));

-- Everyone who appears as an actor, for the page's filter (the log's own policy applies).
create view public.admin_audit_log_actors
with (security_invoker = true)
as
select distinct on (actor_id) actor_id, actor_email
from public.admin_audit_log
where actor_id is not null
order by actor_id, id desc;
comment on view public.admin_audit_log_actors is
  'Each user who appears in admin_audit_log, with their latest e-mail there. Admins only.';
revoke all on public.admin_audit_log_actors from anon, authenticated, service_role;
grant select on public.admin_audit_log_actors to authenticated, service_role;
