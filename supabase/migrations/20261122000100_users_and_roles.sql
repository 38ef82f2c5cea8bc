-- Accounts and roles: the admin check every later policy builds on.
--
-- public.users mirrors auth.users (id, e-mail). The auth schema is not exposed through the API,
-- and PostgREST can only embed along foreign keys between exposed tables, so the admin page's
--   from('users').select('id, email, user_roles(roles(name))')
-- needs user_roles.user_id to reference public.users. Rows are kept in step with auth.users by
-- the triggers in the profiles migration.

grant usage on schema public to anon, authenticated, service_role;

-- Shared by every table with an updated_at column.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  created_at timestamptz not null default now()
);
comment on table public.users is
  'One row per auth user (id, e-mail), maintained by triggers on auth.users. Readable by admins only.';

create table public.roles (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name ~ '^[a-z][a-z0-9_]*$'),
  created_at timestamptz not null default now()
);
comment on table public.roles is 'Named roles; ''admin'' is the one the product knows.';

insert into public.roles (name) values ('admin');

create table public.user_roles (
  user_id uuid not null references public.users (id) on delete cascade,
  -- restrict: dropping a role that is still assigned must be a deliberate two-step change.
  role_id uuid not null references public.roles (id) on delete restrict,
  created_at timestamptz not null default now(),
  primary key (user_id, role_id)
);
create index user_roles_role_id_idx on public.user_roles (role_id);
comment on table public.user_roles is 'Role assignments. Users read their own; admins read all and grant/revoke.';

-- Security definer so policies on user_roles itself can call it without recursing into their
-- own row-level security; stable so it is evaluated once per statement when wrapped in a select.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles ur
    join public.roles r on r.id = ur.role_id
    where ur.user_id = auth.uid() and r.name = 'admin'
  )
$$;
comment on function public.is_admin() is 'True when the caller (auth.uid()) holds the admin role.';
revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- The site must never lose its last admin: nobody could then grant the role again through the
-- product. Checked after the statement so multi-row deletes are judged on their final result.
create function public.guard_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin_role_id uuid;
begin
  select id into admin_role_id from public.roles where name = 'admin';
  if admin_role_id is null
    or not exists (select 1 from removed_rows where role_id = admin_role_id) then
    return null;
  end if;
  -- Serialise concurrent removals: two admins demoting each other at the same time would each
  -- still see the other (read committed) and leave none. No key update does not block the
  -- key-share locks that foreign key checks of concurrent grants take.
  perform 1 from public.roles where id = admin_role_id for no key update;
  if not exists (select 1 from public.user_roles where role_id = admin_role_id) then
    raise exception 'Cannot remove the last admin'
      using hint = 'Grant the admin role to another user first.';
  end if;
  return null;
end
$$;

create trigger user_roles_keep_an_admin_on_delete
  after delete on public.user_roles
  referencing old table as removed_rows
  for each statement execute function public.guard_last_admin();

create trigger user_roles_keep_an_admin_on_update
  after update on public.user_roles
  referencing old table as removed_rows
  for each statement execute function public.guard_last_admin();

-- Row-level security --------------------------------------------------------------------------
-- Explicit grants on top of RLS: hosted Supabase grants everything on public to the API roles by
-- default, so each table first loses those and then gets exactly the privileges it needs.

alter table public.users enable row level security;
revoke all on public.users from anon, authenticated;
grant select on public.users to authenticated;
grant all on public.users to service_role;
create policy "users: admins read" on public.users
  for select to authenticated using ((select public.is_admin()));

alter table public.roles enable row level security;
revoke all on public.roles from anon, authenticated;
grant select on public.roles to authenticated;
grant all on public.roles to service_role;
create policy "roles: signed-in users read" on public.roles
  for select to authenticated using (true);

alter table public.user_roles enable row level security;
revoke all on public.user_roles from anon, authenticated;
grant select, insert (user_id, role_id), delete on public.user_roles to authenticated;
grant all on public.user_roles to service_role;
create policy "user_roles: own rows, admins all" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "user_roles: admins grant" on public.user_roles
  for insert to authenticated with check ((select public.is_admin()));
create policy "user_roles: admins revoke" on public.user_roles
  for delete to authenticated using ((select public.is_admin()));
