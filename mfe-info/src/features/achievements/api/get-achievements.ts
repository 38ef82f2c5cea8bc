import { loadSupabase, readInContentLanguage, unwrap } from '@norsecraft/shared';

export const achievementsKey = ['content', 'achievements'] as const;

export async function getAchievements() {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('achievements')
        .select('id, lang, title, description, progress, total, reward, unlocked')
        .eq('lang', lang)
        .order('position')
        .order('id')
        .range(0, 99),
    ),
  );
}

export const achievementsQuery = { queryKey: achievementsKey, queryFn: getAchievements };
