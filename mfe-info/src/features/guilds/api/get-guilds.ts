import { CONTENT_LANG, loadSupabase, unwrap } from '@norsecraft/shared';

export const guildsKey = ['content', 'guilds'] as const;

export async function getGuilds() {
  const client = await loadSupabase();
  return unwrap(
    await client
      .from('guilds')
      .select('id, name, leader, members, level, focus')
      .eq('lang', CONTENT_LANG)
      .order('position')
      .order('id')
      .range(0, 99),
  );
}

export const guildsQuery = { queryKey: guildsKey, queryFn: getGuilds };
