import type { Item, ItemCategory } from '../types';

export type ItemFilter = 'all' | ItemCategory;

export const ITEM_FILTERS: { value: ItemFilter; label: string }[] = [
  { value: 'all', label: 'All Items' },
  { value: 'armor', label: 'Armor' },
  { value: 'weapon', label: 'Weapons' },
  { value: 'ability', label: 'Abilities' },
];

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
