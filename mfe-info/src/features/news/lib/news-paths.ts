/** The address of a page of the news: /news for the first, /news/page/2 and on for the rest. */
export const newsPagePath = (page: number) => (page <= 1 ? '/news' : `/news/page/${page}`);

/** The page number of /news/page/<n> ('2' → 2); anything that is not a page number → null. */
export function parseNewsPage(value: string | undefined): number | null {
  if (value === undefined) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}
