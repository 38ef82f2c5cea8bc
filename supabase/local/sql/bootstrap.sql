-- What hosted Supabase provides before any project migration runs, in hosted's shape
-- (supabase/postgres migrations, GoTrue's and storage-api's schemas): roles and their grants,
-- the auth and storage schemas owned by their service roles, extensions, default privileges,
-- and a guard that refuses the DDL hosted refuses on auth and storage. Local stack only; runs as
-- the superuser on every start and is idempotent. {{migrator}} is the role migrations run as:
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

-- auth (GoTrue's schema, owned by supabase_auth_admin) ------------------------------------------
create schema if not exists auth authorization supabase_auth_admin;
set local role supabase_auth_admin;

do $$
begin
  if not exists (select 1 from pg_type where typname = 'aal_level' and typnamespace = 'auth'::regnamespace) then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;
end
$$;

-- Hosted's columns and defaults: GoTrue sets id, aud, role, the token columns and timestamps.
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email::text));
create unique index if not exists recovery_token_idx on auth.users (recovery_token)
  where recovery_token::text !~ '^[0-9 ]*$';

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id uuid not null primary key,
  payload json,
  created_at timestamptz,
  ip_address varchar(64) not null default ''
);

create table if not exists auth.instances (
  id uuid not null primary key,
  uuid uuid,
  raw_base_config text,
  created_at timestamptz,
  updated_at timestamptz
);

-- Same sources and precedence as hosted: the per-claim setting first, then request.jwt.claims.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

grant usage on schema auth to anon, authenticated, service_role, "{{migrator}}";
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role, "{{migrator}}";
-- postgres reads and writes auth tables (a seed inserts users); service_role gets nothing here.
grant all on all tables in schema auth to "{{migrator}}";
grant all on all sequences in schema auth to "{{migrator}}";
reset role;

-- storage (storage-api's schema, owned by supabase_storage_admin) -------------------------------
create schema if not exists storage authorization supabase_storage_admin;
set local role supabase_storage_admin;

do $$
begin
  if not exists (select 1 from pg_type where typname = 'buckettype' and typnamespace = 'storage'::regnamespace) then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD'
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

create table if not exists storage.migrations (
  id integer primary key,
  name varchar(100) unique not null,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.migrations enable row level security;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

-- storage-api sets storage.allow_delete_query for its own deletes (tenant migration 0055).
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant usage on schema storage to anon, authenticated, service_role, "{{migrator}}";
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to "{{migrator}}" with grant option;
grant execute on all functions in schema storage to anon, authenticated, service_role, "{{migrator}}";
reset role;

-- Realtime: the empty publication hosted creates (init-scripts/00000000000000-initial-schema) and
-- postgres owns, so migrations can `alter publication supabase_realtime add table …`.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to "{{migrator}}";

-- graphql_public is exposed by the API like hosted's (pg_graphql itself is not installed).
create schema if not exists graphql_public;
grant usage on schema graphql_public to anon, authenticated, service_role;

-- public: reachable by the API roles, row-level security decides (as hosted) ------------------
grant usage on schema public to anon, authenticated, service_role;
grant all on schema public to "{{migrator}}";
alter default privileges for role "{{migrator}}" in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role "{{migrator}}" in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role "{{migrator}}" in schema public
  grant all on functions to anon, authenticated, service_role;

-- Migration bookkeeping (the Supabase CLI's table, written by postgres) ------------------------
create schema if not exists supabase_migrations authorization "{{migrator}}";
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
alter table supabase_migrations.schema_migrations owner to "{{migrator}}";

-- What hosted refuses on auth and storage (local stand-in for supautils) ----------------------
create schema if not exists local_stack;
-- The guards run as the role issuing the DDL.
grant usage on schema local_stack to "{{migrator}}";

-- Tables on which hosted lets postgres create, alter and drop policies and triggers.
create or replace function local_stack.granted_tables() returns text[]
language sql immutable
as $$
  select array['auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions',
    'auth.users', 'storage.buckets', 'storage.migrations', 'storage.objects',
    'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts']
$$;

create or replace function local_stack.refuse_platform_ddl() returns event_trigger
language plpgsql
as $$
declare
  cmd record;
  target oid;
  target_name text;
  target_schema text;
begin
  if current_user <> '{{migrator}}' then
    return;
  end if;
  for cmd in select * from pg_event_trigger_ddl_commands() loop
    target := case cmd.object_type
      when 'policy' then (select polrelid from pg_policy where oid = cmd.objid)
      when 'trigger' then (select tgrelid from pg_trigger where oid = cmd.objid)
      when 'index' then (select indrelid from pg_index where indexrelid = cmd.objid)
      else case when cmd.classid = 'pg_class'::regclass then cmd.objid end
    end;
    if target is not null then
      select c.relname, n.nspname into target_name, target_schema
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = target;
    else
      target_name := cmd.object_identity;
      target_schema := cmd.schema_name;
    end if;
    continue when target_schema is null or target_schema not in ('auth', 'storage');
    continue when cmd.command_tag in ('CREATE POLICY', 'ALTER POLICY', 'CREATE TRIGGER')
      and target_schema || '.' || target_name = any (local_stack.granted_tables());
    if cmd.command_tag like 'CREATE %' and cmd.command_tag not in ('CREATE INDEX', 'CREATE POLICY', 'CREATE TRIGGER') then
      raise exception 'permission denied for schema %', target_schema
        using errcode = '42501',
          hint = 'Hosted Supabase lets postgres add only policies and triggers to the auth and storage schemas.';
    end if;
    raise exception 'must be owner of % %', case when target is null then lower(cmd.object_type) else 'table' end, target_name
      using errcode = '42501',
        hint = 'Hosted Supabase lets postgres add only policies and triggers to the auth and storage schemas.';
  end loop;
end
$$;

create or replace function local_stack.refuse_platform_drop() returns event_trigger
language plpgsql
as $$
declare
  obj record;
begin
  if current_user <> '{{migrator}}' then
    return;
  end if;
  for obj in select * from pg_event_trigger_dropped_objects() loop
    continue when obj.schema_name is null or obj.schema_name not in ('auth', 'storage');
    continue when obj.object_type in ('policy', 'trigger')
      and obj.address_names[1] || '.' || obj.address_names[2] = any (local_stack.granted_tables());
    raise exception 'must be owner of % %', obj.object_type, obj.object_identity
      using errcode = '42501',
        hint = 'Hosted Supabase does not let postgres drop objects of the auth and storage schemas.';
  end loop;
end
$$;

-- API roles' privileges on auth and storage tables, which hosted does not let postgres revoke.
create or replace function local_stack.api_role_privileges() returns text[]
language sql stable
as $$
  select coalesce(array_agg(c.oid::regclass::text || ' ' || a.privilege_type || ' ' || r.rolname order by 1), '{}')
  from pg_class c
  cross join lateral aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
  join pg_roles r on r.oid = a.grantee
  where c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace)
    and c.relkind in ('r', 'v', 'p')
    and r.rolname in ('anon', 'authenticated', 'service_role')
$$;

drop event trigger if exists local_stack_refuse_platform_ddl;
create event trigger local_stack_refuse_platform_ddl on ddl_command_end
  execute function local_stack.refuse_platform_ddl();
drop event trigger if exists local_stack_refuse_platform_drop;
create event trigger local_stack_refuse_platform_drop on sql_drop
  execute function local_stack.refuse_platform_drop();
