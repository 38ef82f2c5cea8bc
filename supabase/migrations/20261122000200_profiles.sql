-- Profiles, and the triggers that keep public.users and profiles in step with auth.users.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null check (btrim(username) <> ''),
  -- The game head service's default head, the same default the site config uses
  -- (shared/src/config/site.ts defaultAvatarUrl); an upload replaces it with its storage URL.
  avatar_url text default 'https://mc-heads.net/avatar/MHF_Steve/64',
  -- The game's own rule (docs/product/account.md#settings): 3 to 16 letters, digits or underscores;
  -- null until set.
  minecraft_username text check (minecraft_username ~ '^[A-Za-z0-9_]{3,16}$'),
  notifications_enabled boolean not null default true,
  privacy_setting text not null default 'friends'
    check (privacy_setting in ('public', 'friends', 'private')),
  theme text not null default 'dark' check (theme in ('dark', 'light', 'system')),
  accent_color text not null default 'green' check (accent_color in ('green', 'blue', 'purple', 'red')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_active_at timestamptz not null default now()
);
comment on table public.profiles is 'One per user (id = auth user id); private to its owner.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

alter table public.profiles enable row level security;
revoke all on public.profiles from anon, authenticated;
-- Column grants: the owner may not rewrite id or the bookkeeping timestamps.
grant select,
  insert (id, username, avatar_url, minecraft_username, notifications_enabled, privacy_setting,
    theme, accent_color),
  update (avatar_url, minecraft_username, notifications_enabled, privacy_setting, theme,
    accent_color, last_active_at)
  on public.profiles to authenticated;
grant all on public.profiles to service_role;
create policy "profiles: owner reads" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
-- The client creates a default profile when none exists (docs/product/site.md#signed-in-user);
-- normally the sign-up trigger already did.
create policy "profiles: owner creates" on public.profiles
  for insert to authenticated with check (id = (select auth.uid()));
create policy "profiles: owner updates" on public.profiles
  for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- auth.users triggers -------------------------------------------------------------------------
-- Security definer: they run as the auth server's role, which has no rights on public.

create function public.handle_auth_user_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.users (id, email, created_at)
  values (new.id, new.email, coalesce(new.created_at, now()));
  insert into public.profiles (id, username, created_at, updated_at, last_active_at)
  values (
    new.id,
    coalesce(nullif(split_part(new.email, '@', 1), ''), 'user_' || left(new.id::text, 8)),
    coalesce(new.created_at, now()),
    coalesce(new.created_at, now()),
    coalesce(new.last_sign_in_at, new.created_at, now())
  );
  return null;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_auth_user_created();

create function public.handle_auth_user_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is distinct from old.email then
    update public.users set email = new.email where id = new.id;
  end if;
  -- Signing in counts as activity for the profile's "last active" date.
  if new.last_sign_in_at is distinct from old.last_sign_in_at and new.last_sign_in_at is not null then
    update public.profiles set last_active_at = new.last_sign_in_at where id = new.id;
  end if;
  return null;
end
$$;

create trigger on_auth_user_updated
  after update of email, last_sign_in_at on auth.users
  for each row execute function public.handle_auth_user_updated();
