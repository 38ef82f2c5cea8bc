-- Avatar storage. Object names inside the bucket are 'avatars/{user id}.{ext}', exactly the path
-- the client uploads to (the avatars bucket at avatars/{userId}.{ext}), so the
-- public URL is {url}/storage/v1/object/public/avatars/avatars/{user id}.{ext}.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 5242880, array['image/jpeg', 'image/png', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- True when an object name is the caller's own avatar path. Extensions as the settings page allows.
create function public.is_own_avatar_path(p_name text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_name ~* ('^avatars/' || auth.uid()::text || '\.(jpg|jpeg|png|gif)$')
$$;
revoke all on function public.is_own_avatar_path(text) from public, anon, authenticated;
grant execute on function public.is_own_avatar_path(text) to authenticated, service_role;

create policy "avatars: everyone reads" on storage.objects
  for select to anon, authenticated using (bucket_id = 'avatars');
create policy "avatars: owner uploads" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and public.is_own_avatar_path(name));
create policy "avatars: owner replaces" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and public.is_own_avatar_path(name))
  with check (bucket_id = 'avatars' and public.is_own_avatar_path(name));
create policy "avatars: owner deletes" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and public.is_own_avatar_path(name));
