-- What hosted Supabase provides before any project migration runs, in hosted's shape
-- (supabase/postgres migrations, GoTrue's and storage-api's schemas): roles and their grants,
-- the auth and storage schemas owned by their service roles, extensions, default privileges,
-- and a guard that refuses the DDL hosted refuses on auth and storage. Local stack only; runs as
-- the superuser on every start and is idempotent; the files of sql/bootstrap/ run in name order
-- as one script. {{migrator}} is the role migrations run as:
-- `postgres` (on PGlite, whose superuser is supabase_admin like hosted's), or `hosted_postgres`
-- on a PostgreSQL server whose own superuser is called postgres.

-- Roles ---------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin login noinherit createrole;
  end if;
  if not exists (select 1 from pg_roles where rolname = '{{migrator}}') then
    create role "{{migrator}}" login;
  end if;
end
$$;

-- The API roles inherit (supabase/postgres 20230529180330); authenticator does not.
alter role anon inherit;
alter role authenticated inherit;
alter role service_role inherit;
-- postgres after 10000000000000_demote-postgres: no superuser, but BYPASSRLS and CREATEROLE.
alter role "{{migrator}}" nosuperuser createdb createrole login bypassrls inherit;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin set search_path = storage;
-- Extensions are on postgres's own search path, not the database's: the Supabase CLI applies
-- migrations through a login role that SETs ROLE postgres and so never gets this setting, which
-- is why an unqualified crypt() fails on `supabase db push`.
alter role "{{migrator}}" set search_path = "$user", public, extensions;

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to "{{migrator}}";
-- 10000000000000_demote-postgres: postgres keeps every right on the database, so a migration
-- may create its own schemas (e.g. a private schema for security-definer helpers).
do $$
begin
  execute format('grant all on database %I to "{{migrator}}"', current_database());
end
$$;
-- storage-api switches to the caller's role through authenticator.
grant authenticator to supabase_storage_admin;

-- Hosted lets postgres manage policies and triggers on some auth and storage tables it does not
-- own (supautils policy_grants / drop_trigger_grants). Locally it inherits the owners' rights
-- and local_stack.refuse_platform_ddl() below refuses everything else.
do $$
begin
  if current_setting('server_version_num')::int >= 160000 then
    execute 'grant supabase_auth_admin, supabase_storage_admin to "{{migrator}}" with inherit true, set false';
  else
    execute 'grant supabase_auth_admin, supabase_storage_admin to "{{migrator}}"';
  end if;
end
$$;

-- Extensions (hosted keeps them in schema "extensions") ----------------------------------------
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant usage on schema extensions to "{{migrator}}", anon, authenticated, service_role;
grant all on all routines in schema extensions to "{{migrator}}" with grant option;
do $$
begin
  execute format('alter database %I reset search_path', current_database());
end
$$;
