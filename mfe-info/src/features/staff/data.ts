export type StaffRole = 'Owner' | 'Developer' | 'Moderator' | 'Helper';

export interface StaffStats {
  playtimeHours: number;
  warnings: number;
  bans: number;
  reports: number;
}

export interface StaffMember {
  name: string;
  role: StaffRole;
  description: string;
  minecraft_username: string;
  discord_tag: string;
  github_username?: string;
  twitter_username?: string;
  stats: StaffStats;
}

export const STAFF: StaffMember[] = [
  {
    name: 'Odin',
    role: 'Owner',
    description: 'Founded the server and keeps the nine realms running.',
    minecraft_username: 'OdinAllfather',
    discord_tag: 'odin.allfather',
    github_username: 'odin-allfather',
    twitter_username: 'odin_norsecraft',
    stats: { playtimeHours: 2840, warnings: 41, bans: 12, reports: 96 },
  },
  {
    name: 'Frigg',
    role: 'Owner',
    description: 'Runs events, partnerships and the community side of things.',
    minecraft_username: 'FriggQueen',
    discord_tag: 'frigg.queen',
    twitter_username: 'frigg_norsecraft',
    stats: { playtimeHours: 2215, warnings: 37, bans: 9, reports: 88 },
  },
  {
    name: 'Loki',
    role: 'Developer',
    description: 'Writes the custom plugins, quests and, allegedly, most of the bugs.',
    minecraft_username: 'LokiCodes',
    discord_tag: 'loki.codes',
    github_username: 'loki-codes',
    stats: { playtimeHours: 1630, warnings: 4, bans: 1, reports: 23 },
  },
  {
    name: 'Tyr',
    role: 'Moderator',
    description: 'Keeps chat civil and settles disputes with a steady hand.',
    minecraft_username: 'TyrJustice',
    discord_tag: 'tyr.justice',
    stats: { playtimeHours: 1980, warnings: 152, bans: 34, reports: 210 },
  },
  {
    name: 'Eir',
    role: 'Helper',
    description: 'Answers new players’ questions and shows them around Midgard.',
    minecraft_username: 'EirHealer',
    discord_tag: 'eir.healer',
    stats: { playtimeHours: 940, warnings: 18, bans: 0, reports: 57 },
  },
];

export interface Builder {
  name: string;
  minecraft_username: string;
  specialty: string;
}

export const BUILDERS: Builder[] = [
  { name: 'Brokkr', minecraft_username: 'BrokkrForge', specialty: 'Dwarven forges and halls' },
  { name: 'Sindri', minecraft_username: 'SindriSmith', specialty: 'Spawn and the great bridge' },
  { name: 'Idunn', minecraft_username: 'IdunnGardens', specialty: 'Landscapes and gardens' },
];

/** How long "Copied!" shows after copying a chat tag, in ms. */
export const TAG_COPIED_MS = 2000;
