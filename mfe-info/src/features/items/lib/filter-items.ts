import type { Item, ItemCategory } from '../types';

export type ItemFilter = 'all' | ItemCategory;

/** The filters in their order; each is named by the catalog's `items.<filter>`. */
export const ITEM_FILTERS: readonly ItemFilter[] = ['all', 'armor', 'weapon', 'ability'];

/** Case-insensitive match on name, set or description, within the chosen category. */
export function filterItems<T extends Pick<Item, 'name' | 'set' | 'description' | 'category'>>(
  items: T[],
  query: string,
  filter: ItemFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter === 'all' || item.category === filter) &&
      (!needle ||
        [item.name, item.set ?? '', item.description].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

/** The search and filter as kept in the URL (`?q=axe&type=weapon`): shareable, and kept on Back. */
export function itemViewFromParams(params: URLSearchParams): { query: string; filter: ItemFilter } {
  const type = params.get('type');
  const filter = ITEM_FILTERS.find((option) => option === type) ?? 'all';
  return { query: params.get('q') ?? '', filter };
}

export function paramsFromItemView({ query, filter }: { query: string; filter: ItemFilter }) {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (filter !== 'all') params.set('type', filter);
  return params;
}

/** How many items each category filter would show for this search. */
export function countByFilter<T extends Pick<Item, 'name' | 'set' | 'description' | 'category'>>(
  items: T[],
  query: string,
): Record<ItemFilter, number> {
  return Object.fromEntries(
    ITEM_FILTERS.map((value) => [value, filterItems(items, query, value).length]),
  ) as Record<ItemFilter, number>;
}
