-- Releases of the site's apps (README "Shipping a remote", scripts/lib/release/storage-target.mjs):
-- each app's immutable versions and the release registry. Public: browsers load the remotes'
-- files from the bucket's public URLs. No policy grants writes to anon or authenticated: only
-- the release tool, with the service role key, uploads, promotes and prunes.

insert into storage.buckets (id, name, public)
values ('site-releases', 'site-releases', true)
on conflict (id) do update set public = excluded.public;
