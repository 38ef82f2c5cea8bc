import { loadSupabase, readInContentLanguage, supabaseUrl, unwrap } from '@norsecraft/shared';

/** Posts per page of /news. */
export const NEWS_PER_PAGE = 10;

export const newsKeys = {
  page: (page: number) => ['content', 'news', 'page', page] as const,
  latest: ['content', 'news', 'latest'] as const,
  post: (slug: string) => ['content', 'news', 'post', slug] as const,
};

const LISTED = 'id, lang, title, slug, body, cover_path, published_at, pinned, author_name';

/**
 * One page of the news (1-based): pinned posts first, then the newest; one post more is asked for
 * to tell whether an older page follows (no total: a page past the end is simply empty).
 */
export async function getNewsPage(page: number) {
  const client = await loadSupabase();
  const from = (page - 1) * NEWS_PER_PAGE;
  const rows = await readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('news_posts')
        .select(LISTED)
        .eq('lang', lang)
        .eq('status', 'published')
        .lte('published_at', new Date().toISOString())
        .order('pinned', { ascending: false })
        .order('published_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + NEWS_PER_PAGE),
    ),
  );
  return { posts: rows.slice(0, NEWS_PER_PAGE), hasOlder: rows.length > NEWS_PER_PAGE };
}
export type NewsPost = Awaited<ReturnType<typeof getNewsPage>>['posts'][number];

/** The three newest posts, for the landing page. */
export async function getLatestNews(): Promise<NewsPost[]> {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('news_posts')
        .select(LISTED)
        .eq('lang', lang)
        .eq('status', 'published')
        .lte('published_at', new Date().toISOString())
        .order('published_at', { ascending: false })
        .order('id', { ascending: false })
        .range(0, 2),
    ),
  );
}

/** One live post by its address; null when there is none (or it is not live yet). */
export async function getNewsPost(slug: string): Promise<NewsPost | null> {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('news_posts')
        .select(LISTED)
        .eq('lang', lang)
        .eq('slug', slug)
        .eq('status', 'published')
        .lte('published_at', new Date().toISOString())
        .maybeSingle(),
    ),
  );
}

/** The public address of a post's cover (content-media bucket). */
export const coverUrl = (path: string) =>
  `${supabaseUrl}/storage/v1/object/public/content-media/${path}`;

export const newsPageQuery = (page: number) => ({
  queryKey: newsKeys.page(page),
  queryFn: () => getNewsPage(page),
});
export const latestNewsQuery = { queryKey: newsKeys.latest, queryFn: getLatestNews };
export const newsPostQuery = (slug: string) => ({
  queryKey: newsKeys.post(slug),
  queryFn: () => getNewsPost(slug),
});
