import { loadSupabase, readInContentLanguage, unwrap } from '@norsecraft/shared';

export const questsKey = ['content', 'quests'] as const;

export async function getQuests() {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('quests')
        .select('id, lang, title, difficulty, time_limit, rewards, description')
        .eq('lang', lang)
        .order('position')
        .order('id')
        .range(0, 99),
    ),
  );
}

export const questsQuery = { queryKey: questsKey, queryFn: getQuests };
