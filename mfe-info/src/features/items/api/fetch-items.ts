import { supabase } from '@norsecraft/shared';
import { sortItems } from '../lib/sort-items';
import type { Item } from '../types';

/** Every item, best first. Ranked here rather than by the text columns (see sortItems). */
export async function fetchItems(): Promise<Item[]> {
  const { data, error } = await supabase
    .from('items')
    .select('id, name, description, set, rarity, tier, category, stats, ability');
  if (error) throw new Error(error.message);
  return sortItems((data ?? []) as Item[]);
}
