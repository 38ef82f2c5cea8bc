import type { StaffRank } from '@norsecraft/shared';

export type StaffRole = Exclude<StaffRank, 'Builder'>;

export interface StaffStats {
  playtimeHours: number;
  /** Counted from the punishment record by their game name. */
  warnings: number;
  bans: number;
  reports: number;
}

export interface StaffMember {
  id: number;
  name: string;
  role: StaffRole;
  description: string;
  minecraft_username: string;
  discord_tag: string;
  github_username?: string;
  twitter_username?: string;
  stats: StaffStats;
}

export interface Builder {
  id: number;
  name: string;
  minecraft_username: string;
  specialty: string;
}

/** How long "Copied!" shows after copying a chat tag, in ms. */
export const TAG_COPIED_MS = 2000;
