import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchWiki, wikiAboutQuery, wikiArticleQuery, wikiHubQuery, wikiKeys } from './get-wiki';

export const useWikiHub = () => useQuery(wikiHubQuery);
export const useWikiAbout = () => useQuery(wikiAboutQuery);
export const useWikiArticle = (slug: string) => useQuery(wikiArticleQuery(slug));

/** The search as typed (debounced by the caller); the last answer stays while the next loads. */
export const useWikiSearch = (query: string) =>
  useQuery({
    queryKey: wikiKeys.search(query),
    queryFn: ({ signal }) => searchWiki(query, signal),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
