import { CONTENT_LANG, loadSupabase, unwrap } from '@norsecraft/shared';

export const landingKey = ['content', 'landing'] as const;

/** The landing page's words: its hero lines, feature rows and server facts, each in order. */
export async function getLanding() {
  const client = await loadSupabase();
  const [texts, features, facts] = await Promise.all([
    client
      .from('landing_texts')
      .select('tagline, join_steps')
      .eq('lang', CONTENT_LANG)
      .maybeSingle(),
    client
      .from('landing_features')
      .select('id, icon, title, description')
      .eq('lang', CONTENT_LANG)
      .order('position')
      .order('id')
      .range(0, 19),
    client
      .from('landing_facts')
      .select('id, label, value, detail')
      .eq('lang', CONTENT_LANG)
      .order('position')
      .order('id')
      .range(0, 19),
  ]);
  return { texts: unwrap(texts), features: unwrap(features), facts: unwrap(facts) };
}
export type Landing = Awaited<ReturnType<typeof getLanding>>;

export const landingQuery = { queryKey: landingKey, queryFn: getLanding };
