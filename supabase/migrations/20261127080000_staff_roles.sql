-- Roles beyond admin (issue 36), as a community CMS's groups: `editor` writes the site's content
-- and news, `moderator` runs the punishments back office, `admin` does everything, roles
-- included. The database decides each: the policies below and those of the content tables call
-- these functions; the admin remote only shows each person what these allow.

insert into public.roles (name) values ('editor'), ('moderator') on conflict (name) do nothing;
comment on table public.roles is
  'Named roles: admin (everything, roles included), editor (content and news), moderator (punishments).';

-- Security definer for the same reason as is_admin(): policies call it without recursing into
-- user_roles' own row-level security.
create function public.has_role(p_role text)
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
    where ur.user_id = auth.uid() and r.name = p_role
  )
$$;
comment on function public.has_role(text) is 'True when the caller (auth.uid()) holds the named role.';
revoke all on function public.has_role(text) from public, anon, authenticated;
grant execute on function public.has_role(text) to anon, authenticated, service_role;

-- Who may write the site's words and news: editors and admins.
create function public.is_editor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role('editor') or public.has_role('admin')
$$;
comment on function public.is_editor() is 'True when the caller may edit content and news (editor or admin).';
revoke all on function public.is_editor() from public, anon, authenticated;
grant execute on function public.is_editor() to anon, authenticated, service_role;

-- Who may run the punishments back office: moderators and admins.
create function public.is_moderator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role('moderator') or public.has_role('admin')
$$;
comment on function public.is_moderator() is 'True when the caller may add, edit and revoke punishments (moderator or admin).';
revoke all on function public.is_moderator() from public, anon, authenticated;
grant execute on function public.is_moderator() to anon, authenticated, service_role;

-- Punishments: moderators as well as admins (the guard trigger and the audit log are unchanged).
drop policy "punishments: admins add" on public.punishments;
drop policy "punishments: admins edit" on public.punishments;
create policy "punishments: moderators add" on public.punishments
  for insert to authenticated
  with check ((select public.is_moderator()) and source is null);
create policy "punishments: moderators edit" on public.punishments
  for update to authenticated
  using ((select public.is_moderator())) with check ((select public.is_moderator()));
