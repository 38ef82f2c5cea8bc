import { loadSupabase, readInContentLanguage, unwrap } from '@norsecraft/shared';

export const voteSitesKey = ['content', 'vote-sites'] as const;

/** The vote sites in their order (a handful; bounded all the same). */
export async function getVoteSites() {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('vote_sites')
        .select('id, lang, name, url, items, currency, cooldown_hours, bonus')
        .eq('lang', lang)
        .order('position')
        .order('id')
        .range(0, 49),
    ),
  );
}
export type VoteSite = Awaited<ReturnType<typeof getVoteSites>>[number];

export const voteSitesQuery = { queryKey: voteSitesKey, queryFn: getVoteSites };
