-- Who may write and list Storage (issue 28). Signed upload URLs are now minted only for what the
-- caller may write under these policies, so the policies are the whole story:
--
-- avatars: the bucket is public, so an avatar is served by its public URL without any policy.
-- Listing the bucket ran under "everyone reads" and handed anyone every member's id; now a
-- member selects only their own object (which replacing it with upsert needs).
drop policy "avatars: everyone reads" on storage.objects;
create policy "avatars: owner reads" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and public.is_own_avatar_path(name));

-- site-releases: only the release tool (service role, which bypasses row-level security)
-- writes. Restrictive policies keep it so whatever permissive policy is added later; the
-- bucket accepts only the types a release's files are uploaded with
-- (scripts/lib/release/storage-target.mjs, contentTypeOf of scripts/lib/static-server.mjs):
-- no SVG, XHTML or other type a browser would run from the storage origin. HTML is served as
-- text/plain by Storage; the server bundle (render.cjs) and the shell's SVG icon are
-- octet-stream, a download (the HTML host serves the icon with its type).
create policy "site-releases: no API role inserts" on storage.objects
  as restrictive for insert to anon, authenticated
  with check (bucket_id <> 'site-releases');
create policy "site-releases: no API role updates" on storage.objects
  as restrictive for update to anon, authenticated
  using (bucket_id <> 'site-releases')
  with check (bucket_id <> 'site-releases');
create policy "site-releases: no API role deletes" on storage.objects
  as restrictive for delete to anon, authenticated
  using (bucket_id <> 'site-releases');

update storage.buckets
set allowed_mime_types = array[
  'text/javascript; charset=utf-8',
  'application/json; charset=utf-8',
  'text/html; charset=utf-8',
  'text/plain; charset=utf-8',
  'image/png',
  'image/webp',
  'image/avif',
  'image/x-icon',
  'application/manifest+json; charset=utf-8',
  'font/woff2',
  'application/octet-stream'
]
where id = 'site-releases';
