import { supabase, unwrap } from '@norsecraft/shared';
import { sortItems } from '../lib/sort-items';
import type { Item } from '../types';

export const itemsKey = ['items'] as const;

/** The item database is a curated list of a few dozen; the request stays bounded all the same. */
export const MAX_ITEMS = 500;

/** Every item, best first. Ranked here rather than by the text columns (see sortItems). */
export async function getItems(): Promise<Item[]> {
  return sortItems(
    unwrap(
      await supabase
        .from('items')
        .select('id, name, description, set, rarity, tier, category, stats, ability')
        .order('id')
        .range(0, MAX_ITEMS - 1),
    ),
  );
}
