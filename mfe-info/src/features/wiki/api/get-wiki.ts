import {
  contentLanguage,
  loadSupabase,
  readInContentLanguage,
  unwrap,
  type WikiHubCategory,
  type WikiSearchResult,
} from '@norsecraft/shared';

/** Articles listed under each category on the hub; the search finds the rest. */
export const HUB_ARTICLES_PER_CATEGORY = 12;
const MAX_ABOUT_ROWS = 50;

export const wikiKeys = {
  hub: ['content', 'wiki', 'hub'] as const,
  about: ['content', 'wiki', 'about'] as const,
  search: (query: string) => ['content', 'wiki', 'search', query] as const,
  article: (slug: string) => ['content', 'wiki', 'article', slug] as const,
};

/** Each category in order with its first published articles and how many it holds. */
export async function getWikiHub(): Promise<WikiHubCategory[]> {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client.rpc(
        'wiki_hub',
        { p_lang: lang, p_per_category: HUB_ARTICLES_PER_CATEGORY },
        { get: true },
      ),
    ),
  );
}

/** The About section: highlights and the timeline, each in order. */
export async function getWikiAbout() {
  const client = await loadSupabase();
  const [highlights, timeline] = await Promise.all([
    readInContentLanguage(async (lang) =>
      unwrap(
        await client
          .from('wiki_highlights')
          .select('id, lang, icon, title, description')
          .eq('lang', lang)
          .order('position')
          .order('id')
          .range(0, MAX_ABOUT_ROWS - 1),
      ),
    ),
    readInContentLanguage(async (lang) =>
      unwrap(
        await client
          .from('wiki_timeline')
          .select('id, lang, month, title, description')
          .eq('lang', lang)
          .order('position')
          .order('id')
          .range(0, MAX_ABOUT_ROWS - 1),
      ),
    ),
  ]);
  return { highlights, timeline };
}
export type WikiAbout = Awaited<ReturnType<typeof getWikiAbout>>;

/** Published articles whose title or text holds every word typed (the database searches). */
export async function searchWiki(query: string, signal?: AbortSignal): Promise<WikiSearchResult> {
  const client = await loadSupabase();
  let request = client.rpc(
    'search_wiki',
    { p_query: query, p_lang: contentLanguage(), p_limit: 20 },
    { get: true },
  );
  if (signal) request = request.abortSignal(signal);
  return unwrap(await request);
}

/** One article by its address, with its category; null when there is none (or not published). */
export async function getWikiArticle(slug: string) {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('wiki_articles')
        .select('id, lang, title, slug, body, updated_at, category:wiki_categories(title, slug)')
        .eq('lang', lang)
        .eq('slug', slug)
        .eq('status', 'published')
        .maybeSingle(),
    ),
  );
}
export type WikiArticle = NonNullable<Awaited<ReturnType<typeof getWikiArticle>>>;

/** The pages' data: started with their code (and on the server, for their HTML). */
export const wikiHubQuery = { queryKey: wikiKeys.hub, queryFn: getWikiHub };
export const wikiAboutQuery = { queryKey: wikiKeys.about, queryFn: getWikiAbout };
export const wikiArticleQuery = (slug: string) => ({
  queryKey: wikiKeys.article(slug),
  queryFn: () => getWikiArticle(slug),
});
