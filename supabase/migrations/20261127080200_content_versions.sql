-- Content with history (issue 36): every save of a content row keeps a version (who, when, the
-- row as saved), which editors compare and restore; every change is in the admin audit log; the
-- admin forms order rows by one call; the wiki hub and its search are read in one request each.

-- Which tables are content, for the generic calls below (news_posts joins in its migration).
create table private.content_kinds (kind text primary key);
insert into private.content_kinds (kind) values
  ('rule_sections'), ('rules'), ('staff_members'), ('wiki_categories'), ('wiki_articles'),
  ('wiki_highlights'), ('wiki_timeline'), ('vote_sites'), ('store_categories'), ('guilds'),
  ('quests'), ('achievements'), ('landing_features'), ('landing_facts'), ('landing_texts'),
  ('site_settings');

-- Versions ------------------------------------------------------------------------------------------
create table public.content_revisions (
  id bigint generated always as identity primary key,
  -- The table, and the row's id in it.
  kind text not null,
  row_id bigint not null,
  lang text not null,
  action text not null check (action in ('created', 'updated', 'deleted', 'restored')),
  -- The row as saved (as it was, for a deletion).
  data jsonb not null,
  saved_at timestamptz not null default now(),
  saved_by uuid,
  -- The editor's public name, else their e-mail (revisions are read by editors only).
  saved_by_name text,
  -- The version a restore brought back.
  restored_from bigint
);
create index content_revisions_row_idx on public.content_revisions (kind, row_id, id desc);
comment on table public.content_revisions is
  'Every saved version of every content row (who, when, the row). Editors read; written by triggers only.';

alter table public.content_revisions enable row level security;
revoke all on public.content_revisions from anon, authenticated;
grant select on public.content_revisions to authenticated;
grant all on public.content_revisions to service_role;
create policy "content_revisions: editors read" on public.content_revisions
  for select to authenticated using ((select public.is_editor()));

-- The row whose version a restore (restore_content_revision) is writing, if any.
create function private.restoring_revision()
returns bigint
language sql
stable
set search_path = ''
as $$
  select nullif(current_setting('content.restoring', true), '')::bigint
$$;
revoke all on function private.restoring_revision() from public;

-- A change that only moves a row (its position) is an ordering, not a new version of its words; a
-- news post marked as told to the chat is not one either.
create function private.content_change_is_move(p_old jsonb, p_new jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (p_old - 'position' - 'updated_at' - 'notified_at')
    = (p_new - 'position' - 'updated_at' - 'notified_at')
$$;
revoke all on function private.content_change_is_move(jsonb, jsonb) from public;

create function private.record_content_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  row_data jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  restored bigint := private.restoring_revision();
begin
  if tg_op = 'UPDATE' and private.content_change_is_move(to_jsonb(old), to_jsonb(new)) then
    return null;
  end if;
  insert into public.content_revisions
    (kind, row_id, lang, action, data, saved_by, saved_by_name, restored_from)
  values (
    tg_table_name, (row_data ->> 'id')::bigint, row_data ->> 'lang',
    case
      when tg_op = 'INSERT' then 'created'
      when tg_op = 'DELETE' then 'deleted'
      when restored is not null then 'restored'
      else 'updated'
    end,
    row_data - 'search', actor,
    coalesce(
      nullif(private.display_name(actor), 'Anonymous'),
      (select u.email from public.users u where u.id = actor)
    ),
    case when tg_op = 'UPDATE' then restored end
  );
  return null;
end
$$;
revoke all on function private.record_content_revision() from public;

-- The admin audit log -----------------------------------------------------------------------------
grant admin_audit_owner to current_user;
select private.allow_audit_actions(
  'content.created', 'content.updated', 'content.deleted', 'content.restored', 'content.reordered'
);

-- One entry per saved row: target `<table>:<id>`, labelled by its title (or name, label…).
create function private.audit_content()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - 'search' end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - 'search' end;
  shown jsonb := coalesce(after_row, before_row);
  restoring text := nullif(current_setting('content.restoring', true), '');
begin
  if tg_op = 'UPDATE' and (before_row - 'position' - 'updated_at' - 'notified_at')
    = (after_row - 'position' - 'updated_at' - 'notified_at') then
    return null;
  end if;
  perform audit.write_admin_audit(
    case
      when tg_op = 'INSERT' then 'content.created'
      when tg_op = 'DELETE' then 'content.deleted'
      when restoring is not null then 'content.restored'
      else 'content.updated'
    end,
    tg_table_name || ':' || (shown ->> 'id'),
    coalesce(shown ->> 'title', shown ->> 'name', shown ->> 'label', shown ->> 'lang'),
    before_row, after_row
  );
  return null;
end
$$;
revoke all on function private.audit_content() from public;

-- Rows moved by one statement (the admin's drag and drop): one entry with how many moved.
create function private.audit_content_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved bigint;
begin
  select count(*) into moved
  from new_rows n join old_rows o on o.id = n.id
  where n.position is distinct from o.position;
  if moved > 0 then
    perform audit.write_admin_audit('content.reordered', tg_table_name, tg_table_name, null,
      jsonb_build_object('moved', moved));
  end if;
  return null;
end
$$;
revoke all on function private.audit_content_order() from public;

alter function private.audit_content() set schema audit;
alter function audit.audit_content() owner to admin_audit_owner;
alter function private.audit_content_order() set schema audit;
alter function audit.audit_content_order() owner to admin_audit_owner;

-- The triggers on one content table (news_posts' migration calls it too). Creating a trigger on
-- the audit functions takes their owner's rights: call it while holding admin_audit_owner.
create function private.track_content(p_kind text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'create trigger %I after insert or update or delete on public.%I for each row execute function private.record_content_revision()',
    p_kind || '_versions', p_kind);
  execute format(
    'create trigger %I after insert or update or delete on public.%I for each row execute function audit.audit_content()',
    p_kind || '_audit', p_kind);
  -- Ordered kinds only. Statement triggers with transition tables cannot name columns: every
  -- update is looked at.
  if exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = format('public.%I', p_kind)::regclass and a.attname = 'position'
      and not a.attisdropped
  ) then
    execute format(
      'create trigger %I after update on public.%I referencing old table as old_rows new table as new_rows for each statement execute function audit.audit_content_order()',
      p_kind || '_audit_order', p_kind);
  end if;
end
$$;
revoke all on function private.track_content(text) from public;

select private.track_content(kind) from private.content_kinds;
revoke admin_audit_owner from current_user;

-- Ordering ------------------------------------------------------------------------------------------
-- The rows of one kind in the given order (position 1, 2, …): one statement, one audit entry.
-- Editors and admins only (checked here: it runs as its owner, to read the list of kinds).
create function public.reorder_content(p_kind text, p_ids bigint[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved integer;
begin
  if not exists (select 1 from private.content_kinds k where k.kind = p_kind) then
    raise exception 'Unknown kind of content: %', p_kind using errcode = '22023';
  end if;
  if not public.is_editor() then
    raise exception 'Only editors and admins can change the site''s content' using errcode = '42501';
  end if;
  execute format(
    'update public.%I t set position = o.n from unnest($1) with ordinality as o(id, n) where t.id = o.id and t.position is distinct from o.n',
    p_kind) using p_ids;
  get diagnostics moved = row_count;
  return moved;
end
$$;
comment on function public.reorder_content(text, bigint[]) is
  'Puts rows of one content table in the given order; editors and admins only.';
revoke all on function public.reorder_content(text, bigint[]) from public, anon;
grant execute on function public.reorder_content(text, bigint[]) to authenticated, service_role;

-- Restoring -----------------------------------------------------------------------------------------
-- Writes a kept version back into its row (a new save, recorded as 'restored'); the row must still
-- exist. Editors and admins only (checked here, as reorder_content does); the table's checks
-- still decide what may be written.
create function public.restore_content_revision(p_revision bigint)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  revision public.content_revisions;
  columns text;
  restored jsonb;
begin
  if not public.is_editor() then
    raise exception 'Only editors and admins can change the site''s content' using errcode = '42501';
  end if;
  select * into revision from public.content_revisions r where r.id = p_revision;
  if not found or not exists (select 1 from private.content_kinds k where k.kind = revision.kind) then
    raise exception 'This version does not exist' using errcode = 'PT404';
  end if;
  -- The site settings are the admins' (their table's policies say the same).
  if revision.kind = 'site_settings' and not public.is_admin() then
    raise exception 'Only admins can change the site settings' using errcode = '42501';
  end if;
  -- Every column the row's words are in: not its key, language, order or bookkeeping.
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', revision.kind)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' and a.attidentity = ''
    and a.attname not in ('lang', 'position', 'created_at', 'updated_at', 'author_id',
      'author_name', 'notified_at');
  perform set_config('content.restoring', p_revision::text, true);
  execute format(
    'update public.%I t set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1)) where t.id = $2 returning to_jsonb(t)',
    revision.kind, columns, columns, revision.kind)
    into restored using revision.data, revision.row_id;
  perform set_config('content.restoring', '', true);
  if restored is null then
    raise exception 'This version''s row has been deleted' using errcode = 'PT404';
  end if;
  return restored - 'search';
end
$$;
comment on function public.restore_content_revision(bigint) is
  'Writes a kept version back into its row (recorded as restored); editors and admins only.';
revoke all on function public.restore_content_revision(bigint) from public, anon;
grant execute on function public.restore_content_revision(bigint) to authenticated, service_role;

-- The wiki hub and its search ------------------------------------------------------------------------
-- Articles shown under each category on the hub; the rest are found by the search.
create function public.wiki_hub(p_lang text default 'en', p_per_category integer default 12)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', c.id,
      'title', c.title,
      'slug', c.slug,
      'icon', c.icon,
      'article_count', (
        select count(*) from public.wiki_articles a
        where a.category_id = c.id and a.status = 'published'
      ),
      'articles', (
        select coalesce(jsonb_agg(jsonb_build_object('title', a.title, 'slug', a.slug)
          order by a.position, a.id), '[]')
        from (
          select a.title, a.slug, a.position, a.id from public.wiki_articles a
          where a.category_id = c.id and a.status = 'published'
          order by a.position, a.id
          limit least(greatest(p_per_category, 1), 50)
        ) a
      )
    ) order by c.position, c.id), '[]')
  from public.wiki_categories c
  where c.lang = p_lang
$$;
comment on function public.wiki_hub(text, integer) is
  'The wiki hub: each category with its first published articles and how many it holds.';
revoke all on function public.wiki_hub(text, integer) from public;
grant execute on function public.wiki_hub(text, integer) to anon, authenticated, service_role;

-- Published articles whose title or text holds every word typed (each as the start of a word),
-- titles matching first; how many there are in all, counted up to 1,000.
create function public.search_wiki(p_query text, p_lang text default 'en', p_limit integer default 20)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  words text;
  query tsquery;
begin
  select string_agg(quote_literal(w) || ':*', ' & ') into words
  from (
    select distinct w from regexp_split_to_table(lower(left(coalesce(p_query, ''), 200)), '[^[:alnum:]]+') w
    where w <> '' limit 8
  ) t;
  if words is null then
    return jsonb_build_object('total', 0, 'rows', '[]'::jsonb);
  end if;
  query := to_tsquery('simple', words);
  return (
    with matches as (
      select a.title, a.slug, a.category_id, a.id
      from public.wiki_articles a
      where a.search @@ query and a.lang = p_lang and a.status = 'published'
      limit 1000
    )
    select jsonb_build_object(
      'total', (select count(*) from matches),
      'rows', coalesce((
        select jsonb_agg(jsonb_build_object('title', m.title, 'slug', m.slug, 'category', c.title)
          order by m.rank desc, m.title, m.id)
        from (
          select m.*, (to_tsvector('simple', m.title) @@ query)::integer as rank
          from matches m
          order by rank desc, m.title, m.id
          limit least(greatest(p_limit, 1), 50)
        ) m
        join public.wiki_categories c on c.id = m.category_id
      ), '[]'::jsonb)
    )
  );
end
$$;
comment on function public.search_wiki(text, text, integer) is
  'The wiki''s search: published articles whose title or text holds every word typed (as prefixes).';
revoke all on function public.search_wiki(text, text, integer) from public;
grant execute on function public.search_wiki(text, text, integer) to anon, authenticated, service_role;
