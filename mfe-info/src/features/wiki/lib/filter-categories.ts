import type { WikiCategory } from '../data';

/**
 * Categories with only the article titles that match (case-insensitive). A category whose own
 * title matches keeps all its articles; categories left with nothing are dropped.
 */
export function filterCategories(categories: WikiCategory[], query: string): WikiCategory[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return categories;
  return categories.flatMap((category) => {
    if (category.title.toLowerCase().includes(needle)) return [category];
    const articles = category.articles.filter((a) => a.title.toLowerCase().includes(needle));
    return articles.length ? [{ ...category, articles }] : [];
  });
}
