-- News (issue 36): posts written by editors, shown on /news, /news/<slug>, the landing page and the
-- Atom feed once their publish time has come (now, or scheduled), with versions and the audit log
-- as every content kind; a cover image in the public bucket `content-media`; the chat told once
-- when a post goes live (the news-notify function claims it here).

create table public.news_posts (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  title text not null check (public.content_text_valid(title, 120)),
  -- Its page: /news/<slug>.
  slug text not null check (public.content_slug_valid(slug)),
  -- Markdown.
  body text not null check (public.content_text_valid(body, 50000)),
  -- An object of the bucket content-media (covers/<uuid>.<ext>).
  cover_path text check (cover_path ~ '^covers/[0-9a-f-]{36}\.(jpg|jpeg|png|gif)$'),
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- When it goes live: set to now when published without one; later is scheduled.
  published_at timestamptz,
  pinned boolean not null default false,
  author_id uuid default auth.uid() references public.users (id) on delete set null,
  -- The author's public name when the post was written (set by the database).
  author_name text not null default 'Staff',
  -- When the chat was told (news-notify); null until then.
  notified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (lang, slug),
  constraint news_posts_published_has_time check (status = 'draft' or published_at is not null)
);
create index news_posts_live_idx on public.news_posts (lang, pinned desc, published_at desc, id desc)
  where status = 'published';
-- The landing page's latest posts, by time alone.
create index news_posts_latest_idx on public.news_posts (lang, published_at desc, id desc)
  where status = 'published';
-- The back office's list, newest first.
create index news_posts_written_idx on public.news_posts (lang, created_at desc, id desc);
comment on table public.news_posts is
  'News posts: public once published and their publish time has come; written by editors.';

-- The author is the editor who wrote it, under their public name; a post published without a
-- time goes live now.
create function private.prepare_news_post()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.author_id := coalesce(auth.uid(), new.author_id);
    new.author_name := coalesce(nullif(private.display_name(new.author_id), 'Anonymous'), 'Staff');
    new.notified_at := null;
  end if;
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end
$$;
revoke all on function private.prepare_news_post() from public;
create trigger news_posts_prepare
  before insert or update on public.news_posts
  for each row execute function private.prepare_news_post();
create trigger news_posts_set_updated_at
  before update on public.news_posts
  for each row execute function public.set_updated_at();

alter table public.news_posts enable row level security;
revoke all on public.news_posts from anon, authenticated;
grant select on public.news_posts to anon, authenticated;
grant insert (lang, title, slug, body, cover_path, status, published_at, pinned),
  update (title, slug, body, cover_path, status, published_at, pinned),
  delete on public.news_posts to authenticated;
grant all on public.news_posts to service_role;
create policy "news_posts: everyone reads what is live" on public.news_posts
  for select to anon, authenticated
  using ((status = 'published' and published_at <= now()) or (select public.is_editor()));
create policy "news_posts: editors add" on public.news_posts
  for insert to authenticated with check ((select public.is_editor()));
create policy "news_posts: editors edit" on public.news_posts
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "news_posts: editors delete" on public.news_posts
  for delete to authenticated using ((select public.is_editor()));

insert into private.content_kinds (kind) values ('news_posts');
grant admin_audit_owner to current_user;
select private.track_content('news_posts');
revoke admin_audit_owner from current_user;

-- The chat notice ---------------------------------------------------------------------------------
-- Posts live now and not yet told (at most 5 a call), claimed so that two calls never post one
-- twice; a post older than a day when first seen live (a back-dated one) is never posted.
-- Service role only: the news-notify function builds the message from what this returns.
create function public.claim_news_notifications()
returns setof public.news_posts
language sql
set search_path = ''
as $$
  update public.news_posts p set notified_at = now()
  where p.id in (
    select q.id from public.news_posts q
    where q.status = 'published' and q.notified_at is null
      and q.published_at <= now() and q.published_at > now() - interval '1 day'
    order by q.published_at
    limit 5
    for update skip locked
  )
  returning p.*
$$;
comment on function public.claim_news_notifications() is
  'Claims the news posts that went live and were not yet posted to the chat. Service role only.';
revoke all on function public.claim_news_notifications() from public, anon, authenticated;
grant execute on function public.claim_news_notifications() to service_role;

-- Cover images --------------------------------------------------------------------------------------
-- Public, checked as avatars are (5 MB, JPEG, PNG or GIF); editors upload, nobody else writes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('content-media', 'content-media', true, 5242880, array['image/jpeg', 'image/png', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create function public.is_content_media_path(p_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_name ~ '^(covers|images)/[0-9a-f-]{36}\.(jpg|jpeg|png|gif)$'
$$;
revoke all on function public.is_content_media_path(text) from public, anon, authenticated;
grant execute on function public.is_content_media_path(text) to authenticated, service_role;

create policy "content-media: editors list" on storage.objects
  for select to authenticated
  using (bucket_id = 'content-media' and (select public.is_editor()));
create policy "content-media: editors upload" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'content-media' and public.is_content_media_path(name) and (select public.is_editor())
  );
create policy "content-media: editors delete" on storage.objects
  for delete to authenticated
  using (bucket_id = 'content-media' and (select public.is_editor()));
