import { loadSupabase, readInContentLanguage, unwrap } from '@norsecraft/shared';

export const storeKey = ['content', 'store'] as const;

/** The store's categories in their order. */
export async function getStoreCategories() {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('store_categories')
        .select('id, lang, icon, title, description, examples')
        .eq('lang', lang)
        .order('position')
        .order('id')
        .range(0, 49),
    ),
  );
}
export type StoreCategory = Awaited<ReturnType<typeof getStoreCategories>>[number];

export const storeQuery = { queryKey: storeKey, queryFn: getStoreCategories };
