// The content pages' data requests (issue 36) — what mfe-info's and the back office's `api/`
// functions send — for the query-plan test and the data-scale bench, as page-requests.mjs lists
// the others (each as its REST request and the SQL PostgREST runs for it).

/** Values of the large data set the content requests use. */
export async function contentSampleValues(query) {
  const [article] = await query(
    "select slug, category_id from public.wiki_articles where status = 'published' order by id desc limit 1",
  );
  const [post] = await query(
    "select slug from public.news_posts where status = 'published' and published_at <= now() order by published_at limit 1",
  );
  const [posts] = await query(
    "select count(*) as n from public.news_posts where status = 'published' and published_at <= now()",
  );
  return {
    articleSlug: String(article?.slug ?? 'claiming-land'),
    articleCategory: Number(article?.category_id ?? 1),
    postSlug: String(post?.slug ?? 'winter-nights-event'),
    lastNewsPage: Math.max(1, Math.ceil(Number(posts?.n ?? 0) / 10)),
  };
}

const ordered = (table, columns, page, name = table) => ({
  page,
  name,
  caller: 'anon',
  sql: `select ${columns} from public.${table} where lang = 'en' order by position, id limit 100`,
  rest: `/rest/v1/${table}?select=${columns.replaceAll(' ', '')}&lang=eq.en&order=position.asc,id.asc&offset=0&limit=100`,
});

const NEWS = 'id, title, slug, body, cover_path, published_at, pinned, author_name';
const live = (now) => `lang = 'en' and status = 'published' and published_at <= '${now}'`;
const liveRest = (now) =>
  `lang=eq.en&status=eq.published&published_at=lte.${encodeURIComponent(now)}`;

/**
 * @param {Awaited<ReturnType<typeof contentSampleValues>>} content
 * @returns {import('./page-requests.d.mts').PageRequest[]}
 */
export function contentRequests({ articleSlug, articleCategory, postSlug, lastNewsPage }) {
  const now = new Date().toISOString();
  const newsPage = (page) => ({
    page: page === 1 ? '/news' : '/news/page/:page',
    name: page === 1 ? 'first page' : 'last page',
    caller: 'anon',
    sql: `select ${NEWS} from public.news_posts where ${live(now)}
          order by pinned desc, published_at desc, id desc limit 11 offset ${(page - 1) * 10}`,
    rest: `/rest/v1/news_posts?select=${NEWS.replaceAll(' ', '')}&${liveRest(now)}&order=pinned.desc,published_at.desc,id.desc&offset=${(page - 1) * 10}&limit=11`,
  });
  const search = (name, query) => ({
    page: '/wiki',
    name,
    caller: 'anon',
    sql: `select public.search_wiki(p_query => '${query}', p_lang => 'en', p_limit => 20)`,
    rest: `/rest/v1/rpc/search_wiki?p_query=${encodeURIComponent(query)}&p_lang=en&p_limit=20`,
  });
  return [
    {
      page: '/rules',
      name: 'sections and their rules',
      caller: 'anon',
      sql: `select s.id, s.title, s.anchor, s.icon,
              (select json_agg(r order by r.position, r.id) from (
                select id, title, description, severity, position from public.rules r
                where r.section_id = s.id and r.lang = s.lang order by position, id limit 100) r)
            from public.rule_sections s where s.lang = 'en' order by s.position, s.id limit 50`,
      rest: '/rest/v1/rule_sections?select=id,title,anchor,icon,rules(id,title,description,severity)&lang=eq.en&order=position.asc,id.asc&rules.order=position.asc,id.asc&rules.limit=100&offset=0&limit=50',
    },
    {
      page: '/staff',
      name: 'the roster with its figures',
      caller: 'anon',
      sql: `select * from public.staff_roster where lang = 'en' order by position, id limit 200`,
      rest: '/rest/v1/staff_roster?select=id,name,role,description,minecraft_username,discord_tag,github_username,twitter_username,playtime_hours,reports,bans,warnings&lang=eq.en&order=position.asc,id.asc&offset=0&limit=200',
    },
    {
      page: '/wiki',
      name: 'categories with their first articles',
      caller: 'anon',
      sql: `select public.wiki_hub(p_lang => 'en', p_per_category => 12)`,
      rest: '/rest/v1/rpc/wiki_hub?p_lang=en&p_per_category=12',
    },
    search('search "raid" (many articles)', 'raid'),
    search('search "raid mech"', 'raid mech'),
    search('search, nothing found', 'qqzzqq'),
    {
      page: '/wiki/:slug',
      name: 'an article',
      caller: 'anon',
      sql: `select a.id, a.title, a.slug, a.body, a.updated_at, c.title, c.slug
            from public.wiki_articles a join public.wiki_categories c on c.id = a.category_id
            where a.lang = 'en' and a.slug = '${articleSlug}' and a.status = 'published'`,
      rest: `/rest/v1/wiki_articles?select=id,title,slug,body,updated_at,category:wiki_categories(title,slug)&lang=eq.en&slug=eq.${articleSlug}&status=eq.published`,
    },
    ordered('wiki_highlights', 'id, icon, title, description', '/wiki'),
    ordered('wiki_timeline', 'id, month, title, description', '/wiki'),
    ordered('vote_sites', 'id, name, url, items, currency, cooldown_hours, bonus', '/votes'),
    ordered('store_categories', 'id, icon, title, description, examples', '/store'),
    ordered('guilds', 'id, name, leader, members, level, focus', '/guilds'),
    ordered('quests', 'id, title, difficulty, time_limit, rewards, description', '/quests'),
    ordered(
      'achievements',
      'id, title, description, progress, total, reward, unlocked',
      '/achievements',
    ),
    ordered('landing_features', 'id, icon, title, description', '/'),
    ordered('landing_facts', 'id, label, value, detail', '/'),
    {
      page: '/',
      name: 'the three latest posts',
      caller: 'anon',
      sql: `select ${NEWS} from public.news_posts where ${live(now)}
            order by published_at desc, id desc limit 3`,
      rest: `/rest/v1/news_posts?select=${NEWS.replaceAll(' ', '')}&${liveRest(now)}&order=published_at.desc,id.desc&offset=0&limit=3`,
    },
    newsPage(1),
    newsPage(lastNewsPage),
    {
      page: '/news/:post',
      name: 'a post',
      caller: 'anon',
      sql: `select ${NEWS} from public.news_posts where ${live(now)} and slug = '${postSlug}'`,
      rest: `/rest/v1/news_posts?select=${NEWS.replaceAll(' ', '')}&${liveRest(now)}&slug=eq.${postSlug}`,
    },
    {
      page: '(every page, the host)',
      name: 'site settings',
      caller: 'anon',
      sql: `select * from public.site_settings where lang = 'en'`,
      rest: '/rest/v1/site_settings?select=server_address,chat_invite_url,chat_guild_id,map_url,wiki_url,store_url,membership_url,support_email&lang=eq.en',
    },
    {
      page: '/admin/content/wiki-articles',
      name: "a category's articles, with their number",
      caller: 'admin',
      sql: `with page as (
              select * from public.wiki_articles where lang = 'en' and category_id = ${articleCategory}
              order by position, id limit 25
            )
            select (select count(*) from public.wiki_articles where lang = 'en' and category_id = ${articleCategory}),
              (select json_agg(page) from page)`,
      rest: `/rest/v1/wiki_articles?select=*&lang=eq.en&category_id=eq.${articleCategory}&order=position.asc,id.asc&offset=0&limit=25`,
      headers: { prefer: 'count=exact' },
    },
    {
      page: '/admin/content/news-posts',
      name: 'newest posts, with their number',
      caller: 'admin',
      sql: `with page as (
              select * from public.news_posts where lang = 'en'
              order by created_at desc, id desc limit 25
            )
            select (select count(*) from public.news_posts where lang = 'en'),
              (select json_agg(page) from page)`,
      rest: '/rest/v1/news_posts?select=*&lang=eq.en&order=created_at.desc,id.desc&offset=0&limit=25',
      headers: { prefer: 'count=exact' },
    },
  ];
}
