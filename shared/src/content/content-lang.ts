/**
 * The site's content (issue 36) lives in the database, one table per kind, each row in a
 * language. The site speaks English for now: every content request asks for this language, so
 * a later Swedish site adds rows rather than changing requests.
 */
export const CONTENT_LANG = 'en' as const;

/** The line icons content rows may name (mfe-info draws them; the database checks the list). */
export const CONTENT_ICONS = [
  'rune',
  'swords',
  'shield',
  'people',
  'scroll',
  'heart',
  'wind',
  'crown',
  'sparkle',
  'bag',
  'compass',
  'coins',
  'mountain',
  'hammer',
  'gear',
  'tower',
  'handshake',
  'clock',
  'star',
  'sword',
] as const;
export type ContentIcon = (typeof CONTENT_ICONS)[number];

/** A stored icon name as one the site draws (a neutral scroll for anything unknown). */
export function contentIcon(name: string): ContentIcon {
  return (CONTENT_ICONS as readonly string[]).includes(name) ? (name as ContentIcon) : 'scroll';
}

/** The content tables staff edit in the back office. */
export type ContentKindName =
  | 'rule_sections'
  | 'rules'
  | 'staff_members'
  | 'wiki_categories'
  | 'wiki_articles'
  | 'wiki_highlights'
  | 'wiki_timeline'
  | 'vote_sites'
  | 'store_categories'
  | 'guilds'
  | 'quests'
  | 'achievements'
  | 'landing_features'
  | 'landing_facts'
  | 'landing_texts'
  | 'site_settings'
  | 'news_posts';

/** Where staff edit a kind of content (`/admin/content/vote-sites`). */
export function contentAdminPath(kind: ContentKindName): string {
  return `/admin/content/${kind.replaceAll('_', '-')}`;
}
