-- Part 5 of the bootstrap (see 1-roles-and-extensions.sql): Realtime's publication, and how the
-- local stack's realtime server learns of row changes.

-- The empty publication hosted creates (init-scripts/00000000000000-initial-schema) and
-- postgres owns, so migrations can `alter publication supabase_realtime add table …`.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to "{{migrator}}";

-- Local stack only: how the realtime server (src/realtime/) learns of row changes. Hosted
-- Realtime reads the write-ahead log through a logical replication slot; PGlite has no logical
-- decoding, so every table of the supabase_realtime publication gets an AFTER ROW trigger that
-- queues the change in local_stack.realtime_changes (and wakes a listener on PostgreSQL). The
-- server drains the queue, checks each subscriber's row-level security and sends the change.
-- An event trigger keeps the capture triggers in step with the publication, so a migration's
-- `alter publication supabase_realtime add table …` is all a project writes.

create table if not exists local_stack.realtime_changes (
  id bigint generated always as identity primary key,
  entity oid not null,
  type text not null check (type in ('INSERT', 'UPDATE', 'DELETE')),
  -- The whole rows; the server sends what the table's replica identity and the subscriber's
  -- column privileges allow.
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default clock_timestamp()
);
alter table local_stack.realtime_changes enable row level security;
revoke all on local_stack.realtime_changes from public;

-- Security definer: the change is queued whoever writes the row. UTC, as hosted's Realtime
-- connection renders timestamps.
create or replace function local_stack.realtime_capture() returns trigger
language plpgsql
security definer
set search_path = ''
set timezone = 'UTC'
as $$
begin
  insert into local_stack.realtime_changes (entity, type, record, old_record)
  values (
    tg_relid,
    tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  perform pg_notify('local_stack_realtime', '');
  return null;
end
$$;
revoke all on function local_stack.realtime_capture() from public;

-- Adds the capture trigger to every table of the publication and removes it from the others.
create or replace function local_stack.realtime_sync_capture() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target regclass;
begin
  for target in
    select format('%I.%I', p.schemaname, p.tablename)::regclass
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
    except
    select t.tgrelid::regclass from pg_catalog.pg_trigger t
    where t.tgname = 'local_stack_realtime_capture'
  loop
    execute format(
      'create trigger local_stack_realtime_capture after insert or update or delete on %s '
      'for each row execute function local_stack.realtime_capture()',
      target
    );
  end loop;
  for target in
    select t.tgrelid::regclass from pg_catalog.pg_trigger t
    where t.tgname = 'local_stack_realtime_capture'
    except
    select format('%I.%I', p.schemaname, p.tablename)::regclass
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
  loop
    execute format('drop trigger local_stack_realtime_capture on %s', target);
  end loop;
end
$$;
revoke all on function local_stack.realtime_sync_capture() from public;

create or replace function local_stack.realtime_on_ddl() returns event_trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform local_stack.realtime_sync_capture();
end
$$;

drop event trigger if exists local_stack_realtime_capture;
create event trigger local_stack_realtime_capture on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE')
  execute function local_stack.realtime_on_ddl();

select local_stack.realtime_sync_capture();

-- Hosted's realtime.check_equality_op: does a column value (as text, cast to its type) pass a
-- postgres_changes filter? Raises where the value does not cast, as hosted does when the
-- subscription is created.
create or replace function local_stack.realtime_filter_matches(
  p_value text,
  p_type regtype,
  p_op text,
  p_filter text,
  p_negate boolean
) returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  operator text;
  result boolean;
begin
  if p_op = 'isdistinct' then
    execute format('select %L::%s %s %L::%s', p_value, p_type,
      case when p_negate then 'is not distinct from' else 'is distinct from' end, p_filter, p_type)
      into result;
    return result;
  end if;
  if p_op = 'is' then
    if p_filter not in ('null', 'true', 'false', 'unknown') then
      raise exception 'invalid value for is filter: must be null, true, false, or unknown';
    end if;
    execute format('select %L::%s %s %s', p_value, p_type,
      case when p_negate then 'is not' else 'is' end, upper(p_filter))
      into result;
    return result;
  end if;
  operator := case p_op
    when 'eq' then '=' when 'neq' then '!=' when 'lt' then '<' when 'lte' then '<='
    when 'gt' then '>' when 'gte' then '>=' when 'in' then '= any'
    when 'like' then 'like' when 'ilike' then 'ilike' when 'match' then '~' when 'imatch' then '~*'
  end;
  if operator is null then
    raise exception 'unsupported equality operator: %', p_op;
  end if;
  execute format('select %L::%s %s (%L::%s)', p_value, p_type, operator, p_filter,
    case when p_op = 'in' then p_type::text || '[]' else p_type::text end)
    into result;
  return case when p_negate then not result else result end;
end
$$;
revoke all on function local_stack.realtime_filter_matches(text, regtype, text, text, boolean) from public;
