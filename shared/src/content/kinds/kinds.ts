/**
 * Every kind of content staff edit in the back office: its table, where it shows, who edits it,
 * how it is listed and its form. The limits are the database's (the migration's checks); the
 * back office builds its forms, lists and versions from these, one editor for every kind.
 */
import type { StaffAccess } from '../../auth/staff-roles';
import type { ContentKindName } from '../content-lang';
import type { FieldSpec, FormValues } from './fields';

export interface ContentKindSpec {
  kind: ContentKindName;
  /** 'Rules' */
  label: string;
  /** 'rule' */
  singular: string;
  description: string;
  /** The public page it shows on. */
  page: string;
  access: Extract<StaffAccess, 'editor' | 'admin'>;
  /** Rows carry an order staff set (drag and drop, or the keyboard). */
  ordered: boolean;
  /** One row per language (a form, not a list). */
  single?: boolean;
  /** Many rows: listed newest first, searched and paged in the database. */
  paged?: boolean;
  /** The column a list shows for each row. */
  titleField: string;
  fields: readonly FieldSpec[];
  /** A new row's values, where empty is not a start. */
  defaults?: FormValues;
}

const icon = (label = 'Icon'): FieldSpec => ({ name: 'icon', label, type: 'icon' });

export const CONTENT_KINDS: readonly ContentKindSpec[] = [
  {
    kind: 'rule_sections',
    label: 'Rule sections',
    singular: 'rule section',
    description: 'The groups of the rules page, each with its address (/rules#gameplay).',
    page: '/rules',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      { name: 'title', label: 'Title', type: 'text', max: 80 },
      { name: 'anchor', label: 'Address on the page', type: 'slug', from: 'title', max: 60 },
      icon(),
    ],
    defaults: { icon: 'scroll' },
  },
  {
    kind: 'rules',
    label: 'Rules',
    singular: 'rule',
    description: 'The server rules, each in a section, marked critical, warning or normal.',
    page: '/rules',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      { name: 'section_id', label: 'Section', type: 'parent', kind: 'rule_sections' },
      { name: 'title', label: 'Title', type: 'text', max: 120 },
      { name: 'description', label: 'Description', type: 'textarea', max: 500 },
      {
        name: 'severity',
        label: 'Severity',
        type: 'select',
        options: ['critical', 'warning', 'normal'],
      },
    ],
    defaults: { severity: 'normal' },
  },
  {
    kind: 'staff_members',
    label: 'Staff',
    singular: 'staff member',
    description:
      'The roster by rank and the builders. Bans and warnings are counted from the punishment record by game name.',
    page: '/staff',
    access: 'editor',
    ordered: true,
    titleField: 'name',
    fields: [
      { name: 'name', label: 'Name', type: 'text', max: 40 },
      {
        name: 'role',
        label: 'Rank',
        type: 'select',
        options: ['Owner', 'Developer', 'Moderator', 'Helper', 'Builder'],
      },
      {
        name: 'description',
        label: 'Description',
        hint: 'For a builder: what they built.',
        type: 'textarea',
        max: 300,
      },
      {
        name: 'minecraft_username',
        label: 'Game name',
        type: 'text',
        max: 16,
        pattern: /^[A-Za-z0-9_]{3,16}$/,
        patternMessage: 'Game name must be 3–16 letters, digits or underscores.',
      },
      {
        name: 'discord_tag',
        label: 'Chat tag',
        hint: 'Required for everyone but builders.',
        type: 'text',
        max: 32,
        optional: true,
        pattern: /^[a-z0-9_.]{2,32}$/,
        patternMessage: 'Chat tag must be 2–32 lower-case letters, digits, dots or underscores.',
      },
      {
        name: 'github_username',
        label: 'GitHub name',
        type: 'text',
        max: 39,
        optional: true,
        pattern: /^[A-Za-z0-9-]{1,39}$/,
        patternMessage: 'GitHub name may hold letters, digits and hyphens only.',
      },
      {
        name: 'twitter_username',
        label: 'Twitter name',
        type: 'text',
        max: 32,
        optional: true,
        pattern: /^[A-Za-z0-9_]{1,32}$/,
        patternMessage: 'Twitter name may hold letters, digits and underscores only.',
      },
      {
        name: 'playtime_hours',
        label: 'Playtime (hours)',
        type: 'integer',
        min: 0,
        max: 1_000_000,
      },
      { name: 'reports', label: 'Reports handled', type: 'integer', min: 0, max: 1_000_000 },
    ],
    defaults: { role: 'Helper', playtime_hours: '0', reports: '0' },
  },
  {
    kind: 'wiki_categories',
    label: 'Wiki categories',
    singular: 'wiki category',
    description: 'The knowledge base groups its articles by these.',
    page: '/wiki',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      { name: 'title', label: 'Title', type: 'text', max: 60 },
      { name: 'slug', label: 'Address', type: 'slug', from: 'title', max: 80 },
      icon(),
    ],
    defaults: { icon: 'scroll' },
  },
  {
    kind: 'wiki_articles',
    label: 'Wiki articles',
    singular: 'wiki article',
    description: 'Articles in Markdown, each at its own address (/wiki/<address>).',
    page: '/wiki',
    access: 'editor',
    ordered: true,
    paged: true,
    titleField: 'title',
    fields: [
      { name: 'category_id', label: 'Category', type: 'parent', kind: 'wiki_categories' },
      { name: 'title', label: 'Title', type: 'text', max: 120 },
      { name: 'slug', label: 'Address', type: 'slug', from: 'title', max: 80 },
      { name: 'body', label: 'Text', type: 'markdown', max: 20_000 },
      { name: 'status', label: 'Status', type: 'status' },
    ],
    defaults: { status: 'draft' },
  },
  {
    kind: 'wiki_highlights',
    label: 'About highlights',
    singular: 'highlight',
    description: 'The three cards of the wiki hub’s About section.',
    page: '/wiki',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      icon(),
      { name: 'title', label: 'Title', type: 'text', max: 60 },
      { name: 'description', label: 'Description', type: 'textarea', max: 200 },
    ],
    defaults: { icon: 'star' },
  },
  {
    kind: 'wiki_timeline',
    label: 'Timeline',
    singular: 'timeline entry',
    description: 'The server’s story on the wiki hub, month by month.',
    page: '/wiki',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      { name: 'month', label: 'Month', type: 'month' },
      { name: 'title', label: 'Title', type: 'text', max: 60 },
      { name: 'description', label: 'Description', type: 'textarea', max: 200 },
    ],
  },
  {
    kind: 'vote_sites',
    label: 'Vote sites',
    singular: 'vote site',
    description: 'Where players vote, and what each vote gives.',
    page: '/votes',
    access: 'editor',
    ordered: true,
    titleField: 'name',
    fields: [
      { name: 'name', label: 'Name', type: 'text', max: 60 },
      { name: 'url', label: 'Address', type: 'url' },
      {
        name: 'items',
        label: 'Item rewards',
        hint: 'One per line.',
        type: 'lines',
        maxItems: 8,
        max: 60,
      },
      {
        name: 'currency',
        label: 'Coins per vote (copper)',
        hint: '100 copper make a silver, 100 silver a gold.',
        type: 'integer',
        min: 0,
        max: 100_000_000,
      },
      { name: 'cooldown_hours', label: 'Cooldown (hours)', type: 'integer', min: 1, max: 168 },
      { name: 'bonus', label: 'Bonus', type: 'textarea', max: 200, optional: true },
    ],
    defaults: { currency: '0', cooldown_hours: '24' },
  },
  {
    kind: 'store_categories',
    label: 'Store',
    singular: 'store category',
    description: 'What can be bought; the store’s own address is a site setting.',
    page: '/store',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      icon(),
      { name: 'title', label: 'Title', type: 'text', max: 60 },
      { name: 'description', label: 'Description', type: 'textarea', max: 300 },
      {
        name: 'examples',
        label: 'Examples',
        hint: 'One per line.',
        type: 'lines',
        maxItems: 8,
        max: 60,
      },
    ],
    defaults: { icon: 'bag' },
  },
  {
    kind: 'guilds',
    label: 'Guilds',
    singular: 'guild',
    description: 'The strongest clans of the realm.',
    page: '/guilds',
    access: 'editor',
    ordered: true,
    titleField: 'name',
    fields: [
      { name: 'name', label: 'Name', type: 'text', max: 60 },
      { name: 'leader', label: 'Leader', type: 'text', max: 40 },
      { name: 'members', label: 'Members (of 50)', type: 'integer', min: 0, max: 50 },
      { name: 'level', label: 'Level', type: 'integer', min: 1, max: 100 },
      { name: 'focus', label: 'Focus', type: 'text', max: 40 },
    ],
    defaults: { members: '1', level: '1' },
  },
  {
    kind: 'quests',
    label: 'Quests',
    singular: 'quest',
    description: 'Quests with their difficulty, time limit and rewards.',
    page: '/quests',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      { name: 'title', label: 'Title', type: 'text', max: 80 },
      {
        name: 'difficulty',
        label: 'Difficulty',
        type: 'select',
        options: ['Easy', 'Medium', 'Hard'],
      },
      { name: 'time_limit', label: 'Time limit', type: 'text', max: 40 },
      {
        name: 'rewards',
        label: 'Rewards',
        hint: 'One per line.',
        type: 'lines',
        maxItems: 8,
        max: 60,
      },
      { name: 'description', label: 'Description', type: 'textarea', max: 300 },
    ],
    defaults: { difficulty: 'Easy' },
  },
  {
    kind: 'achievements',
    label: 'Achievements',
    singular: 'achievement',
    description: 'Deeds with their reward, and an example of progress.',
    page: '/achievements',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      { name: 'title', label: 'Title', type: 'text', max: 80 },
      { name: 'description', label: 'Description', type: 'textarea', max: 300 },
      { name: 'progress', label: 'Example progress', type: 'integer', min: 0, max: 100_000_000 },
      { name: 'total', label: 'Total', type: 'integer', min: 1, max: 100_000_000 },
      { name: 'reward', label: 'Reward', type: 'text', max: 60 },
      { name: 'unlocked', label: 'Shown as unlocked', type: 'boolean' },
    ],
    defaults: { progress: '0', total: '1', unlocked: false },
  },
  {
    kind: 'landing_features',
    label: 'Landing features',
    singular: 'feature',
    description: 'The rows under the landing page’s hero.',
    page: '/',
    access: 'editor',
    ordered: true,
    titleField: 'title',
    fields: [
      icon(),
      { name: 'title', label: 'Title', type: 'text', max: 60 },
      { name: 'description', label: 'Description', type: 'textarea', max: 300 },
    ],
    defaults: { icon: 'rune' },
  },
  {
    kind: 'landing_facts',
    label: 'Server facts',
    singular: 'server fact',
    description: 'The strip of figures on the landing page (CPU, RAM…).',
    page: '/',
    access: 'editor',
    ordered: true,
    titleField: 'label',
    fields: [
      { name: 'label', label: 'Label', type: 'text', max: 30 },
      { name: 'value', label: 'Value', type: 'text', max: 60 },
      { name: 'detail', label: 'Detail', type: 'text', max: 120 },
    ],
  },
  {
    kind: 'landing_texts',
    label: 'Landing texts',
    singular: 'landing texts',
    description: 'The hero’s lines: the tagline and how to join.',
    page: '/',
    access: 'editor',
    ordered: false,
    single: true,
    titleField: 'tagline',
    fields: [
      { name: 'tagline', label: 'Tagline', type: 'textarea', max: 160 },
      { name: 'join_steps', label: 'How to join', type: 'textarea', max: 300 },
    ],
  },
  {
    kind: 'news_posts',
    label: 'News',
    singular: 'post',
    description: 'Posts in Markdown: drafts, published now or scheduled; pinned ones first.',
    page: '/news',
    access: 'editor',
    ordered: false,
    paged: true,
    titleField: 'title',
    fields: [
      { name: 'title', label: 'Title', type: 'text', max: 120 },
      { name: 'slug', label: 'Address', type: 'slug', from: 'title', max: 80 },
      { name: 'body', label: 'Text', type: 'markdown', max: 50_000 },
      { name: 'cover_path', label: 'Cover image', type: 'cover', optional: true },
      { name: 'status', label: 'Status', type: 'status' },
      {
        name: 'published_at',
        label: 'Publish at',
        hint: 'Empty: now, when published. A later time schedules the post.',
        type: 'datetime',
        optional: true,
      },
      { name: 'pinned', label: 'Pinned to the top', type: 'boolean' },
    ],
    defaults: { status: 'draft', pinned: false },
  },
  {
    kind: 'site_settings',
    label: 'Site settings',
    singular: 'site settings',
    description:
      'The addresses every page uses: the game server, chat, map, wiki, store, membership and support.',
    page: '/',
    access: 'admin',
    ordered: false,
    single: true,
    titleField: 'server_address',
    fields: [
      {
        name: 'server_address',
        label: 'Server address',
        hint: 'What players type into the game: host, or host:port.',
        type: 'text',
        max: 253,
        pattern:
          /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*(:[0-9]{1,5})?$/,
        patternMessage: 'Server address must be a host name, with a port after a colon if needed.',
      },
      { name: 'chat_invite_url', label: 'Chat invite', type: 'url' },
      {
        name: 'chat_guild_id',
        label: 'Chat server id',
        hint: 'The widget and the online count.',
        type: 'text',
        max: 20,
        pattern: /^[0-9]{17,20}$/,
        patternMessage: 'Chat server id must be 17–20 digits.',
      },
      { name: 'map_url', label: 'Map', type: 'url' },
      { name: 'wiki_url', label: 'Game wiki', type: 'url' },
      {
        name: 'store_url',
        label: 'Store',
        hint: 'Empty while the store is not open.',
        type: 'url',
        optional: true,
      },
      { name: 'membership_url', label: 'Membership registration', type: 'url' },
      { name: 'support_email', label: 'Support e-mail', type: 'email' },
    ],
  },
];

/** A kind by its table name. */
export function contentKind(kind: string): ContentKindSpec | undefined {
  return CONTENT_KINDS.find((spec) => spec.kind === kind);
}

/** A kind by its back office address part (`vote-sites`). */
export function contentKindOfPath(part: string): ContentKindSpec | undefined {
  return contentKind(part.replaceAll('-', '_'));
}
