-- Items back office (issue 29): admins create, edit and retire items from the dashboard. The
-- database decides who may (row-level security: admins only) and what an item may hold (checks
-- below, the form's rules); every change lands in the admin audit log.
--
-- An item is retired, never deleted: auction listings made from it keep pointing at it, and the
-- public item database simply stops showing it.

alter table public.items add column retired_at timestamptz;
alter table public.items add column updated_at timestamptz not null default now();
comment on column public.items.retired_at is
  'When an admin retired the item: hidden from the item database and from new listings.';

create trigger items_set_updated_at
  before update on public.items
  for each row execute function public.set_updated_at();

-- A stat is a short snake_case name and a number or a short text ('+8%'); at most 12 of them.
-- In public: a check constraint runs as whoever writes the row, and no API role may use private.
create function public.item_stats_valid(p_stats jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_stats) = 'object'
    and (select count(*) from jsonb_object_keys(p_stats)) <= 12
    and not exists (
      select 1 from jsonb_each(p_stats) s
      where s.key !~ '^[a-z][a-z0-9_]{0,29}$'
        or not (
          jsonb_typeof(s.value) = 'number'
          or (jsonb_typeof(s.value) = 'string' and char_length(s.value #>> '{}') between 1 and 20)
        )
    )
$$;
revoke all on function public.item_stats_valid(jsonb) from public, anon, authenticated;
grant execute on function public.item_stats_valid(jsonb) to anon, authenticated, service_role;

-- What the form allows (docs/product/admin.md#items). Names stay short enough for a card and a
-- listing; a stat is a short name and a number or a short text such as '+8%'.
alter table public.items
  add constraint items_name_length check (char_length(name) <= 60),
  add constraint items_description_length check (char_length(description) <= 500),
  add constraint items_set_length check ("set" is null or char_length("set") between 1 and 60),
  add constraint items_rarity_length check (char_length(rarity) <= 20),
  add constraint items_tier_length check (char_length(tier) <= 10),
  add constraint items_stats_shape check (public.item_stats_valid(stats)),
  -- The shape check of 20261122000300 lets a missing field through (a comparison with null is
  -- not false); this one does not.
  add constraint items_ability_complete check (
    ability is null or coalesce(
      jsonb_typeof(ability -> 'name') = 'string'
      and jsonb_typeof(ability -> 'description') = 'string'
      and jsonb_typeof(ability -> 'cooldown') = 'number'
      and char_length(ability ->> 'name') between 1 and 60
      and char_length(ability ->> 'description') <= 300
      and (ability ->> 'cooldown')::numeric between 0 and 86400,
      false
    )
  );

-- One item per name, whatever the case; said in the admin's words (PT409: HTTP 409 with the
-- message) before the unique constraint would answer in the database's.
create function private.check_item_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.items i where lower(i.name) = lower(new.name) and i.id <> new.id
  ) then
    raise exception 'An item with this name already exists' using errcode = 'PT409';
  end if;
  return new;
end
$$;
revoke all on function private.check_item_name() from public;
create trigger items_check_name
  before insert or update of name on public.items
  for each row execute function private.check_item_name();
create index items_lower_name_idx on public.items (lower(name));

-- Admins search the whole list by name (retired ones too), a page at a time.
create index items_name_trgm_idx on public.items using gin (name extensions.gin_trgm_ops);

-- Row-level security: everyone reads the items in use; admins read all and create and edit
-- them. Nobody deletes (retire instead); the service role keeps every right.
drop policy "items: everyone reads" on public.items;
create policy "items: everyone reads those in use, admins all" on public.items
  for select to anon, authenticated
  using (retired_at is null or (select public.is_admin()));
grant insert (name, description, "set", rarity, tier, category, stats, ability),
  update (name, description, "set", rarity, tier, category, stats, ability, retired_at)
  on public.items to authenticated;
create policy "items: admins create" on public.items
  for insert to authenticated with check ((select public.is_admin()));
create policy "items: admins edit" on public.items
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- Audit ---------------------------------------------------------------------------------------
-- As the log's owner while this migration runs, as 20261126020400 and 20261126030000 do: the
-- trigger function moves to schema audit and to the owner once created.
grant admin_audit_owner to current_user;

select private.allow_audit_actions('item.created', 'item.updated', 'item.retired', 'item.restored');

-- Created, edited, retired (retired_at set) or restored (cleared): an edit that only retires is
-- logged as the retirement.
create function private.audit_items()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  action text;
begin
  if tg_op = 'INSERT' then
    perform audit.write_admin_audit('item.created', new.id::text, new.name, null, to_jsonb(new));
    return null;
  end if;
  if (to_jsonb(old) - 'updated_at') = (to_jsonb(new) - 'updated_at') then
    return null;
  end if;
  action := case
    when old.retired_at is null and new.retired_at is not null then 'item.retired'
    when old.retired_at is not null and new.retired_at is null then 'item.restored'
    else 'item.updated'
  end;
  perform audit.write_admin_audit(action, new.id::text, new.name, to_jsonb(old), to_jsonb(new));
  return null;
end
$$;
revoke all on function private.audit_items() from public;
create trigger items_audit
  after insert or update on public.items
  for each row execute function private.audit_items();
alter function private.audit_items() set schema audit;
alter function audit.audit_items() owner to admin_audit_owner;

revoke admin_audit_owner from current_user;
