import { loadSupabase, readInContentLanguage, unwrap } from '@norsecraft/shared';

export const guildsKey = ['content', 'guilds'] as const;

export async function getGuilds() {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('guilds')
        .select('id, lang, name, leader, members, level, focus')
        .eq('lang', lang)
        .order('position')
        .order('id')
        .range(0, 99),
    ),
  );
}

export const guildsQuery = { queryKey: guildsKey, queryFn: getGuilds };
