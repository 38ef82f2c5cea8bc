/** Members a guild may have. */
export const GUILD_MEMBER_CAP = 50;

export interface Guild {
  name: string;
  leader: string;
  members: number;
  level: number;
  focus: string;
}

export const GUILDS: Guild[] = [
  { name: 'Sons of Ragnar', leader: 'RagnarLothbrok', members: 48, level: 50, focus: 'PvP' },
  { name: 'Shieldwall', leader: 'ShieldMaidenLagertha', members: 42, level: 45, focus: 'Raids' },
  { name: 'Longship Builders', leader: 'FlokiBuilds', members: 35, level: 40, focus: 'Building' },
];
