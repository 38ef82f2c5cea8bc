import { supabase, unwrap, type Item } from '@norsecraft/shared';
import { containsPattern } from '../../../lib/like-pattern';
import type { ItemInput } from '../lib/item-form';

export const ITEMS_PER_PAGE = 25;
export const MAX_ITEM_SEARCH_LENGTH = 60;

/** 'active': in the item database; 'retired': taken out of it. */
export type ItemStatusFilter = 'active' | 'retired' | 'all';

export interface AdminItemsQuery {
  search: string;
  status: ItemStatusFilter;
  /** 1-based. */
  page: number;
}

export interface AdminItemsPage {
  rows: Item[];
  total: number;
}

const ITEM_COLUMNS =
  'id, name, description, set, rarity, tier, category, stats, ability, retired_at, updated_at, created_at, tier_rank, rarity_rank';

/**
 * One page of every item (admins see retired ones too), by name, searched by part of the name
 * and paged in the database.
 */
export async function getAdminItems(
  { search, status, page }: AdminItemsQuery,
  signal?: AbortSignal,
): Promise<AdminItemsPage> {
  const from = (page - 1) * ITEMS_PER_PAGE;
  let request = supabase
    .from('items')
    .select(ITEM_COLUMNS, { count: 'exact' })
    .order('name')
    .order('id')
    .range(from, from + ITEMS_PER_PAGE - 1);
  const needle = search.trim();
  if (needle) request = request.ilike('name', containsPattern(needle));
  if (status === 'active') request = request.is('retired_at', null);
  if (status === 'retired') request = request.not('retired_at', 'is', null);
  const result = await (signal ? request.abortSignal(signal) : request);
  const rows = unwrap(result);
  return { rows, total: result.count ?? rows.length };
}

export async function createItem(input: ItemInput): Promise<Item> {
  return unwrap(await supabase.from('items').insert(input).select(ITEM_COLUMNS).single());
}

export async function updateItem(id: number, input: ItemInput): Promise<Item> {
  return unwrap(
    await supabase.from('items').update(input).eq('id', id).select(ITEM_COLUMNS).single(),
  );
}

/** Retires an item (out of the item database and of new listings), or puts it back. */
export async function setItemRetired(id: number, retired: boolean): Promise<Item> {
  return unwrap(
    await supabase
      .from('items')
      .update({ retired_at: retired ? new Date().toISOString() : null })
      .eq('id', id)
      .select(ITEM_COLUMNS)
      .single(),
  );
}
