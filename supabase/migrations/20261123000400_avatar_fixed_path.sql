-- One avatar per user. The old rule accepted 'avatars/{id}.{ext}' case-insensitively, so one
-- member could keep many 5 MB objects by varying the extension's or the id's case (.png, .PNG,
-- .Png, an upper-case id …). Now the only writable name is exactly 'avatars/{user id}' (the id
-- as auth.uid() prints it, lower case), replaced on every upload; the object's Content-Type says
-- what image it is. The policies on storage.objects call this function, so replacing it is the
-- whole change (no policy DDL on the storage schema).
--
-- Objects stored under the old names stay readable (profiles may still point at them); they can
-- no longer be replaced, and a member's next upload goes to the fixed path.
create or replace function public.is_own_avatar_path(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
    and p_name = 'avatars/' || auth.uid()::text
    -- A deleted account's token still verifies until it expires: it may not write.
    and exists (select 1 from public.users u where u.id = auth.uid())
$$;
comment on function public.is_own_avatar_path(text) is
  'True when an avatars object name is the caller''s one avatar: exactly avatars/{auth.uid()}.';
revoke all on function public.is_own_avatar_path(text) from public, anon, authenticated;
grant execute on function public.is_own_avatar_path(text) to authenticated, service_role;
