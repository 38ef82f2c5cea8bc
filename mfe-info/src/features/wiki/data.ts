import type { IconName } from '../../components/icon';

export interface WikiCategory {
  icon: IconName;
  title: string;
  articles: string[];
}

export const WIKI_CATEGORIES: WikiCategory[] = [
  {
    icon: 'compass',
    title: 'Getting Started',
    articles: ['Joining the server', 'Your first night', 'Claiming land', 'Commands overview'],
  },
  {
    icon: 'swords',
    title: 'Combat',
    articles: ['Weapon tiers', 'Abilities and cooldowns', 'Raid mechanics', 'PvP arenas'],
  },
  {
    icon: 'coins',
    title: 'Economy',
    articles: ['Gold, silver and copper', 'Auction house guide', 'Player shops', 'Vote rewards'],
  },
  {
    icon: 'mountain',
    title: 'Realms',
    articles: ['Midgard', 'Niflheim', 'Muspelheim', 'Asgard'],
  },
  {
    icon: 'shield',
    title: 'Guilds',
    articles: ['Founding a guild', 'Guild levels', 'Guild wars', 'Shared storage'],
  },
  {
    icon: 'hammer',
    title: 'Building',
    articles: ['Building rules', 'Norse longhouse tutorial', 'Redstone limits', 'Build contests'],
  },
];

export interface Highlight {
  icon: IconName;
  title: string;
  description: string;
}

export const ABOUT_HIGHLIGHTS: Highlight[] = [
  {
    icon: 'tower',
    title: 'Built around the sagas',
    description: 'Every realm, boss and quest line draws on Norse mythology.',
  },
  {
    icon: 'people',
    title: 'Run by players',
    description: 'A small volunteer team that plays on the server every day.',
  },
  {
    icon: 'gear',
    title: 'Custom plugins',
    description: 'Items, abilities and raids written for this server alone.',
  },
];

export interface TimelineEntry {
  /** YYYY-MM, for <time dateTime>. */
  month: string;
  date: string;
  title: string;
  description: string;
}

export const TIMELINE: TimelineEntry[] = [
  {
    month: '2024-03',
    date: 'March 2024',
    title: 'The longship lands',
    description: 'Norsecraft opens its gates to the first settlers.',
  },
  {
    month: '2024-04',
    date: 'April 2024',
    title: 'Custom items',
    description: 'Tiered armor, weapons and abilities arrive with the Items Database.',
  },
  {
    month: '2024-05',
    date: 'May 2024',
    title: 'Raids and guilds',
    description: 'The first raid bosses and the guild system go live.',
  },
];
