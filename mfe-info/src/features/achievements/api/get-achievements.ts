import { CONTENT_LANG, loadSupabase, unwrap } from '@norsecraft/shared';

export const achievementsKey = ['content', 'achievements'] as const;

export async function getAchievements() {
  const client = await loadSupabase();
  return unwrap(
    await client
      .from('achievements')
      .select('id, title, description, progress, total, reward, unlocked')
      .eq('lang', CONTENT_LANG)
      .order('position')
      .order('id')
      .range(0, 99),
  );
}

export const achievementsQuery = { queryKey: achievementsKey, queryFn: getAchievements };
