-- The site's words as data (issue 36): every kind of page content in a table of its own, read by
-- everyone (articles once published), written by editors and admins only (is_editor()). Every
-- row carries its language (`lang`, 'en' until the site speaks Swedish too); ordered kinds carry
-- `position`. The limits below are the admin forms' own (shared/src/content/kinds.ts says the
-- same in the forms); the later migrations of this issue add versions, the audit log and news.

-- Checks shared by several tables -----------------------------------------------------------------
-- In public: a check constraint runs as whoever writes the row, and no API role may use private.

-- A text a person reads: not blank, at most `p_max` characters.
create function public.content_text_valid(p_text text, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_text is not null and btrim(p_text) <> '' and char_length(p_text) <= p_max
$$;

-- An address of another site: http(s), no spaces or quotes, at most 300 characters.
create function public.content_url_valid(p_url text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_url ~ '^https?://[^\s<>"'']+$' and char_length(p_url) <= 300
$$;

-- A page address part: lower-case words joined by hyphens (`getting-started`).
create function public.content_slug_valid(p_slug text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(p_slug) <= 80
$$;

-- A list of short lines (rewards, examples): at most `p_items` of 1–`p_max` characters each.
create function public.content_lines_valid(p_lines text[], p_items integer, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(cardinality(p_lines), 0) <= p_items
    and not exists (
      select 1 from unnest(p_lines) line
      where line is null or btrim(line) = '' or char_length(line) > p_max
    )
$$;

-- The line icons the information pages draw (mfe-info's icon set, shared CONTENT_ICONS).
create function public.content_icon_valid(p_icon text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_icon in (
    'rune', 'swords', 'shield', 'people', 'scroll', 'heart', 'wind', 'crown', 'sparkle', 'bag',
    'compass', 'coins', 'mountain', 'hammer', 'gear', 'tower', 'handshake', 'clock', 'star', 'sword'
  )
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'content_text_valid(text, integer)', 'content_url_valid(text)', 'content_slug_valid(text)',
    'content_lines_valid(text[], integer, integer)', 'content_icon_valid(text)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', fn);
    execute format('grant execute on function public.%s to anon, authenticated, service_role', fn);
  end loop;
end
$$;

-- Rules ---------------------------------------------------------------------------------------------
create table public.rule_sections (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  title text not null check (public.content_text_valid(title, 80)),
  -- The section's address within the page (/rules#gameplay).
  anchor text not null check (public.content_slug_valid(anchor) and char_length(anchor) <= 60),
  icon text not null default 'scroll' check (public.content_icon_valid(icon)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (lang, anchor),
  -- A rule's section is in the rule's language (the rules' foreign key).
  unique (id, lang)
);

create table public.rules (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  section_id bigint not null,
  title text not null check (public.content_text_valid(title, 120)),
  description text not null check (public.content_text_valid(description, 500)),
  severity text not null default 'normal' check (severity in ('critical', 'warning', 'normal')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (section_id, lang) references public.rule_sections (id, lang) on delete cascade
);
create index rules_section_idx on public.rules (section_id, position);

-- Staff: the roster by rank, and the builders -------------------------------------------------------
create table public.staff_members (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  name text not null check (public.content_text_valid(name, 40)),
  -- The rank shown on the staff page (not a role on this site); builders list their specialty
  -- as their description.
  role text not null check (role in ('Owner', 'Developer', 'Moderator', 'Helper', 'Builder')),
  description text not null check (public.content_text_valid(description, 300)),
  -- Their game name: the head drawn for them, and whose punishments their stats count.
  minecraft_username text not null check (minecraft_username ~ '^[A-Za-z0-9_]{3,16}$'),
  discord_tag text check (discord_tag ~ '^[a-z0-9_.]{2,32}$'),
  github_username text check (github_username ~ '^[A-Za-z0-9-]{1,39}$'),
  twitter_username text check (twitter_username ~ '^[A-Za-z0-9_]{1,32}$'),
  -- What the site cannot count: kept by staff.
  playtime_hours integer not null default 0 check (playtime_hours between 0 and 1000000),
  reports integer not null default 0 check (reports between 0 and 1000000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint staff_members_tag_required check (role = 'Builder' or discord_tag is not null)
);
create index staff_members_lang_idx on public.staff_members (lang, position);

-- Bans and warnings a staff member handed out, counted from the record (by their game name).
create index punishments_staff_idx on public.punishments (lower(staff_name), type);

-- The staff page's request: every member with the figures the record holds for them.
create view public.staff_roster
with (security_invoker = true)
as
select s.id, s.lang, s.position, s.name, s.role, s.description, s.minecraft_username,
  s.discord_tag, s.github_username, s.twitter_username, s.playtime_hours, s.reports,
  coalesce(c.bans, 0)::integer as bans, coalesce(c.warnings, 0)::integer as warnings
from public.staff_members s
left join lateral (
  select count(*) filter (where p.type = 'ban') as bans,
    count(*) filter (where p.type = 'warn') as warnings
  from public.punishments p
  where lower(p.staff_name) = lower(s.minecraft_username) and p.type in ('ban', 'warn')
) c on true;
comment on view public.staff_roster is
  'The staff page: each member, with the bans and warnings the punishment record holds for their game name.';

-- Wiki ------------------------------------------------------------------------------------------------
create table public.wiki_categories (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  title text not null check (public.content_text_valid(title, 60)),
  slug text not null check (public.content_slug_valid(slug)),
  icon text not null default 'scroll' check (public.content_icon_valid(icon)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (lang, slug),
  unique (id, lang)
);

create table public.wiki_articles (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  category_id bigint not null,
  title text not null check (public.content_text_valid(title, 120)),
  -- Its page: /wiki/<slug>.
  slug text not null check (public.content_slug_valid(slug)),
  -- Markdown.
  body text not null check (public.content_text_valid(body, 20000)),
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- What the wiki's search reads: the title and the text.
  search tsvector generated always as (
    to_tsvector('simple'::regconfig, title || ' ' || body)
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (lang, slug),
  foreign key (category_id, lang) references public.wiki_categories (id, lang) on delete cascade
);
-- The hub (a category's published articles in order) and the back office (all of a category's).
create index wiki_articles_category_idx on public.wiki_articles (category_id, status, position, id);
create index wiki_articles_search_idx on public.wiki_articles using gin (search);

-- About the server, on the wiki hub: highlights and the story so far.
create table public.wiki_highlights (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  icon text not null default 'star' check (public.content_icon_valid(icon)),
  title text not null check (public.content_text_valid(title, 60)),
  description text not null check (public.content_text_valid(description, 200)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.wiki_timeline (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  -- YYYY-MM: the page writes it out ('March 2024').
  month text not null check (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  title text not null check (public.content_text_valid(title, 60)),
  description text not null check (public.content_text_valid(description, 200)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Votes, store, guilds, quests, achievements -------------------------------------------------------
create table public.vote_sites (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  name text not null check (public.content_text_valid(name, 60)),
  url text not null check (public.content_url_valid(url)),
  -- Items given per vote ('1× Vote Key').
  items text[] not null default '{}' check (public.content_lines_valid(items, 8, 60)),
  -- Coins per vote, in copper.
  currency bigint not null default 0 check (currency between 0 and 100000000),
  cooldown_hours integer not null default 24 check (cooldown_hours between 1 and 168),
  bonus text check (bonus is null or public.content_text_valid(bonus, 200)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.store_categories (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  icon text not null default 'bag' check (public.content_icon_valid(icon)),
  title text not null check (public.content_text_valid(title, 60)),
  description text not null check (public.content_text_valid(description, 300)),
  examples text[] not null default '{}' check (public.content_lines_valid(examples, 8, 60)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.guilds (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  name text not null check (public.content_text_valid(name, 60)),
  leader text not null check (public.content_text_valid(leader, 40)),
  -- Out of the guild cap of 50.
  members integer not null default 1 check (members between 0 and 50),
  level integer not null default 1 check (level between 1 and 100),
  focus text not null check (public.content_text_valid(focus, 40)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.quests (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  title text not null check (public.content_text_valid(title, 80)),
  difficulty text not null default 'Easy' check (difficulty in ('Easy', 'Medium', 'Hard')),
  time_limit text not null check (public.content_text_valid(time_limit, 40)),
  rewards text[] not null default '{}' check (public.content_lines_valid(rewards, 8, 60)),
  description text not null check (public.content_text_valid(description, 300)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.achievements (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  title text not null check (public.content_text_valid(title, 80)),
  description text not null check (public.content_text_valid(description, 300)),
  progress integer not null default 0 check (progress >= 0),
  total integer not null default 1 check (total between 1 and 100000000),
  reward text not null check (public.content_text_valid(reward, 60)),
  unlocked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint achievements_progress_within_total check (progress <= total)
);

-- The landing page: feature rows, server facts, and its hero lines -------------------------------
create table public.landing_features (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  icon text not null default 'rune' check (public.content_icon_valid(icon)),
  title text not null check (public.content_text_valid(title, 60)),
  description text not null check (public.content_text_valid(description, 300)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.landing_facts (
  id bigint generated always as identity primary key,
  lang text not null default 'en' check (lang in ('en', 'sv')),
  position integer not null default 0,
  label text not null check (public.content_text_valid(label, 30)),
  value text not null check (public.content_text_valid(value, 60)),
  detail text not null check (public.content_text_valid(detail, 120)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per language.
create table public.landing_texts (
  id bigint generated always as identity primary key,
  lang text not null default 'en' unique check (lang in ('en', 'sv')),
  tagline text not null check (public.content_text_valid(tagline, 160)),
  -- How to join, under the buttons.
  join_steps text not null check (public.content_text_valid(join_steps, 300)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Site settings: one row per language; the build-time defaults apply where there is none ------------
create table public.site_settings (
  id bigint generated always as identity primary key,
  lang text not null default 'en' unique check (lang in ('en', 'sv')),
  -- host[:port], what players type into the game.
  server_address text not null check (
    server_address ~ '^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:[0-9]{1,5})?$'
    and char_length(server_address) <= 253
  ),
  chat_invite_url text not null check (public.content_url_valid(chat_invite_url)),
  -- The chat server's id: its widget and online count.
  chat_guild_id text not null check (chat_guild_id ~ '^[0-9]{17,20}$'),
  map_url text not null check (public.content_url_valid(map_url)),
  wiki_url text not null check (public.content_url_valid(wiki_url)),
  -- Empty while the store is not open.
  store_url text not null default '' check (store_url = '' or public.content_url_valid(store_url)),
  membership_url text not null check (public.content_url_valid(membership_url)),
  support_email text not null check (
    support_email ~ '^[^\s@<>"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$'
    and char_length(support_email) <= 254
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.site_settings is
  'The site''s addresses (game server, chat, map, wiki, store, membership, support e-mail), read by every app and the HTML host.';

-- Row-level security, updated_at -----------------------------------------------------------------
-- Everyone reads (wiki articles once published), editors and admins write (the site settings:
-- admins only); the service role keeps every right. Explicit grants on top of RLS, as every
-- table of the site.
do $$
declare
  t text;
  readable text;
  writer text;
begin
  foreach t in array array[
    'rule_sections', 'rules', 'staff_members', 'wiki_categories', 'wiki_articles',
    'wiki_highlights', 'wiki_timeline', 'vote_sites', 'store_categories', 'guilds', 'quests',
    'achievements', 'landing_features', 'landing_facts', 'landing_texts', 'site_settings'
  ] loop
    readable := case t
      when 'wiki_articles' then '(status = ''published'' or (select public.is_editor()))'
      else 'true'
    end;
    writer := case t when 'site_settings' then 'is_admin' else 'is_editor' end;
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
    execute format(
      'create policy "%s: everyone reads" on public.%I for select to anon, authenticated using (%s)',
      t, t, readable);
    execute format(
      'create policy "%s: editors add" on public.%I for insert to authenticated with check ((select public.%s()))',
      t, t, writer);
    execute format(
      'create policy "%s: editors edit" on public.%I for update to authenticated using ((select public.%s())) with check ((select public.%s()))',
      t, t, writer, writer);
    execute format(
      'create policy "%s: editors delete" on public.%I for delete to authenticated using ((select public.%s()))',
      t, t, writer);
    execute format(
      'create trigger %I before update on public.%I for each row execute function public.set_updated_at()',
      t || '_set_updated_at', t);
  end loop;
end
$$;

revoke all on public.staff_roster from anon, authenticated;
grant select on public.staff_roster to anon, authenticated, service_role;
