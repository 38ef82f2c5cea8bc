import { CONTENT_LANG, loadSupabase, unwrap } from '@norsecraft/shared';

export const questsKey = ['content', 'quests'] as const;

export async function getQuests() {
  const client = await loadSupabase();
  return unwrap(
    await client
      .from('quests')
      .select('id, title, difficulty, time_limit, rewards, description')
      .eq('lang', CONTENT_LANG)
      .order('position')
      .order('id')
      .range(0, 99),
  );
}

export const questsQuery = { queryKey: questsKey, queryFn: getQuests };
