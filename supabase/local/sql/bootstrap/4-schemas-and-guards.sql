-- Part 4 of the bootstrap (see 1-roles-and-extensions.sql): the API's schemas, migration
-- bookkeeping, and the guard that refuses what hosted refuses on auth and storage.

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

-- Signed upload URLs already used (src/storage/signed-urls.ts): each works once. Rows go when
-- their token has expired.
create table if not exists local_stack.storage_upload_tokens (
  jti text primary key,
  expires_at timestamptz not null
);
revoke all on local_stack.storage_upload_tokens from public;
grant usage on schema local_stack to supabase_storage_admin;
grant select, insert, delete on local_stack.storage_upload_tokens to supabase_storage_admin;
