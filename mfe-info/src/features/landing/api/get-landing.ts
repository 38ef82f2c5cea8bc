import { loadSupabase, readInContentLanguage, unwrap } from '@norsecraft/shared';

export const landingKey = ['content', 'landing'] as const;

/** The landing page's words: its hero lines, feature rows and server facts, each in order. */
export async function getLanding() {
  const client = await loadSupabase();
  const [texts, features, facts] = await Promise.all([
    readInContentLanguage(async (lang) =>
      unwrap(
        await client
          .from('landing_texts')
          .select('lang, tagline, join_steps')
          .eq('lang', lang)
          .maybeSingle(),
      ),
    ),
    readInContentLanguage(async (lang) =>
      unwrap(
        await client
          .from('landing_features')
          .select('id, lang, icon, title, description')
          .eq('lang', lang)
          .order('position')
          .order('id')
          .range(0, 19),
      ),
    ),
    readInContentLanguage(async (lang) =>
      unwrap(
        await client
          .from('landing_facts')
          .select('id, lang, label, value, detail')
          .eq('lang', lang)
          .order('position')
          .order('id')
          .range(0, 19),
      ),
    ),
  ]);
  return { texts, features, facts };
}
export type Landing = Awaited<ReturnType<typeof getLanding>>;

export const landingQuery = { queryKey: landingKey, queryFn: getLanding };
