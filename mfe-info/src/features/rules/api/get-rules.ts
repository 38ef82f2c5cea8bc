import { loadSupabase, readInContentLanguage, unwrap } from '@norsecraft/shared';

export const rulesKey = ['content', 'rules'] as const;

/** Sections and their rules are edited by staff; a page of a few dozen, bounded all the same. */
const MAX_SECTIONS = 50;
const MAX_RULES = 100;

/** The rule sections in order, each with its rules in order (one request). */
export async function getRuleSections() {
  const client = await loadSupabase();
  return readInContentLanguage(async (lang) =>
    unwrap(
      await client
        .from('rule_sections')
        .select('id, lang, title, anchor, icon, rules(id, title, description, severity)')
        .eq('lang', lang)
        .order('position')
        .order('id')
        .order('position', { referencedTable: 'rules' })
        .order('id', { referencedTable: 'rules' })
        .limit(MAX_RULES, { referencedTable: 'rules' })
        .range(0, MAX_SECTIONS - 1),
    ),
  );
}

export type RuleSection = Awaited<ReturnType<typeof getRuleSections>>[number];
export type Rule = RuleSection['rules'][number];

/** The page's data: started with its code (and on the server, for its HTML). */
export const rulesQuery = { queryKey: rulesKey, queryFn: getRuleSections };
