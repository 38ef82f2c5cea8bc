// JSON shapes of the player and vote functions (migrations 20261128010200, 20261128010300), which
// the type generator sees as plain Json.
import type { PunishmentListRow, PunishmentType } from './database';

/** A voter as the pages show them: their current game name and a member's public name. */
export interface Voter {
  name: string;
  votes: number;
  /** The public name of the member linked to the player, when they show one; else null. */
  member: string | null;
}

/** vote_leaders: this month (UTC) and last month's winners. */
export interface VoteLeaders {
  /** 'YYYY-MM'. */
  month: string;
  votes: number;
  voters: number;
  top: Voter[];
  last_month: { month: string; winners: Voter[] };
}

/** my_votes: the signed-in member's votes this month, by their linked player. */
export type MyVotes =
  | { linked: false }
  | {
      linked: true;
      name: string;
      votes: number;
      /** Their place this month; null before their first vote of the month. */
      rank: number | null;
      /** Days in a row with a vote, up to today (or yesterday: today's may come yet). */
      streak: number;
      /** 'YYYY-MM-DD' (UTC), null before any vote. */
      last_vote_day: string | null;
    };

/** vote_site_counts (admins): votes per vote site. */
export interface VoteSiteCounts {
  month: string;
  sites: { service: string; votes: number }[];
  last_month: { month: string; sites: { service: string; votes: number }[] };
}

/** player_profile: the public player page; null for a name never known. */
export interface PlayerProfile {
  /** The current name. */
  name: string;
  /** null: known to the punishment record only (the game server never named this player). */
  uuid: string | null;
  /** false: the page was asked for by an older name. */
  requested_is_current: boolean;
  /** Every name held, newest first (at most 20). */
  names: { name: string; first_seen_at: string; last_seen_at: string }[];
  first_seen_at: string | null;
  seen_at: string | null;
  /** The linked member's public name, when they show one. */
  member: string | null;
  votes: { month: string; this_month: number; streak: number };
  punishments: {
    total: number;
    in_force: number;
    counts: Record<PunishmentType, number>;
    /** The five newest, as the record lists them. */
    recent: PunishmentListRow[];
  };
}
