-- Staff are shown under their own names (issue 41, item 11). Punishments added in the back office
-- read "By Staff" / "Revoked by Staff": the acting admin is recorded under their public name, and
-- the rule that keeps staff names ("Admin", "Odin_Owner" …) from players (20261126020300) also
-- kept them from the staff themselves, so an admin whose game name is a staff name (the seeded
-- "Allfather_Admin") never got a public name. Admins may now hold a staff name; everyone else is
-- refused as before. An admin without a public name, or whose privacy is private, is still
-- recorded as "Staff"; the back office's dialogs say which name will be recorded.

-- Whether the account holds the admin role (public.is_admin() asks about the caller only).
create function private.holds_admin_role(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles ur join public.roles r on r.id = ur.role_id
    where ur.user_id = p_user_id and r.name = 'admin'
  )
$$;
revoke all on function private.holds_admin_role(uuid) from public;

-- Why a public name is refused for this account: name_refusal, except that an admin may hold a
-- staff name (invisible characters stay refused for everyone).
create function private.public_name_refusal(p_name text, p_user_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when private.name_refusal(p_name) = 'This name is reserved for the server staff'
      and private.holds_admin_role(p_user_id) then null
    else private.name_refusal(p_name)
  end
$$;
revoke all on function private.public_name_refusal(text, uuid) from public;

-- The name a staff member is recorded under (punishments, listings, events): the public name
-- others see, or 'Staff' without one (or while the admin's privacy is private).
create function private.staff_name(p_user_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(private.display_name(p_user_id), 'Anonymous'), 'Staff')
$$;
revoke all on function private.staff_name(uuid) from public;

-- As 20261126020300, with the admins' exception.
create or replace function private.prepare_public_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text;
begin
  if new.public_name is null and new.minecraft_username is not null
    and private.public_name_refusal(new.minecraft_username, new.id) is null
    and not exists (
      select 1 from public.profiles p
      where lower(p.public_name) = lower(new.minecraft_username) and p.id <> new.id
    )
  then
    new.public_name := new.minecraft_username;
  end if;
  if new.public_name is null then
    return new;
  end if;
  if char_length(new.public_name) < 3 then
    raise exception 'Public name must be at least 3 characters' using errcode = '23514';
  end if;
  if char_length(new.public_name) > 16 then
    raise exception 'Public name must be at most 16 characters' using errcode = '23514';
  end if;
  if new.public_name !~ '^[A-Za-z0-9_]+$' then
    raise exception 'Public name can only contain letters, numbers, and underscores'
      using errcode = '23514';
  end if;
  refusal := private.public_name_refusal(new.public_name, new.id);
  if refusal is not null then
    raise exception '%', refusal using errcode = '23514';
  end if;
  if exists (
    select 1 from public.profiles p
    where lower(p.public_name) = lower(new.public_name) and p.id <> new.id
  ) then
    raise exception 'This public name is already taken' using errcode = '23505';
  end if;
  return new;
end
$$;

-- The guard of 20261126030000 with the one rule for a staff member's name.
create or replace function private.guard_punishment_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_name text := private.staff_name(auth.uid());
begin
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

-- Admins whose game name is a staff name get it as their public name now (when nobody has it;
-- the earliest account when two admins share one).
update public.profiles p set public_name = p.minecraft_username
where p.id in (
  select distinct on (lower(a.minecraft_username)) a.id
  from public.profiles a
  where a.public_name is null and a.minecraft_username is not null
    and private.holds_admin_role(a.id)
    and private.public_name_refusal(a.minecraft_username, a.id) is null
    and not exists (
      select 1 from public.profiles q where lower(q.public_name) = lower(a.minecraft_username)
    )
  order by lower(a.minecraft_username), a.created_at, a.id
);
