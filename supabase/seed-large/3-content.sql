-- The large data set, part 3 (after 2-records.sql, in the same transaction): the site's content
-- at the size of a busy community (issue 36) — 10,000 wiki articles in 20 categories and 1,000
-- news posts over six years — for the content pages' requests (query-plans.test.ts,
-- bench/data-scale.mjs). seed_settings and pg_temp.rnd come from part 1. Each row goes through
-- the content triggers as staff's saves do (a version and an audit entry each).

create temp table seed_content on commit drop as
select greatest(20, round(10000 * scale))::integer as articles,
  greatest(10, round(1000 * scale))::integer as posts,
  anchor
from seed_settings;

create function pg_temp.words(i bigint, salt integer, n integer)
returns text
language sql
immutable
as $$
  select string_agg(
    (array['raid', 'longship', 'harbour', 'draugr', 'rune', 'forge', 'claim', 'guild', 'realm',
      'frost', 'fire', 'axe', 'shield', 'mead', 'hall', 'saga', 'quest', 'boss', 'loot', 'trade',
      'winter', 'bridge', 'serpent', 'wolf', 'raven', 'oak', 'stone', 'gold', 'silver', 'copper'])[
      1 + floor(pg_temp.rnd(i * 64 + k, salt) * 30)::integer],
    ' ')
  from generate_series(1, n) k
$$;

insert into public.wiki_categories (position, title, slug, icon)
select 100 + c, 'Large category ' || c, 'large-category-' || c,
  (array['compass', 'swords', 'coins', 'mountain', 'shield', 'hammer'])[1 + c % 6]
from generate_series(1, 20) c;

insert into public.wiki_articles (category_id, position, title, slug, body, status)
select cat.id, a.i,
  initcap(pg_temp.words(a.i, 60, 3)) || ' ' || a.i,
  'guide-' || a.i,
  '## ' || initcap(pg_temp.words(a.i, 61, 4)) || E'\n\n'
    || pg_temp.words(a.i, 62, 40 + floor(pg_temp.rnd(a.i, 63) * 160)::integer) || E'\n\n- '
    || pg_temp.words(a.i, 64, 6) || E'\n- ' || pg_temp.words(a.i, 65, 6),
  case when pg_temp.rnd(a.i, 66) < 0.95 then 'published' else 'draft' end
from generate_series(1, (select articles from seed_content)) a (i)
join public.wiki_categories cat on cat.slug = 'large-category-' || (1 + a.i % 20);

-- Mostly published over six years, a few drafts and a few scheduled ahead; two pinned. Told to
-- the chat already (nothing is posted from a seed).
insert into public.news_posts (title, slug, body, status, published_at, pinned)
select initcap(pg_temp.words(p.i, 70, 5)),
  'news-' || p.i,
  pg_temp.words(p.i, 71, 60 + floor(pg_temp.rnd(p.i, 72) * 240)::integer),
  case when pg_temp.rnd(p.i, 73) < 0.97 then 'published' else 'draft' end,
  case
    when pg_temp.rnd(p.i, 74) < 0.01 then s.anchor + interval '1 day' * ceil(pg_temp.rnd(p.i, 75) * 30)
    else s.anchor - interval '6 years' * pg_temp.rnd(p.i, 76)
  end,
  p.i <= 2
from generate_series(1, (select posts from seed_content)) p (i), seed_content s;
update public.news_posts set notified_at = published_at where slug like 'news-%';
