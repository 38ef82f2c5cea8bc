/*
 * The database's types: generated from the migrations (`database.generated.ts`, `pnpm db:types`)
 * plus what PostgreSQL cannot tell the generator, merged the way Supabase's type docs do it
 * (type-fest's MergeDeep): the values a CHECK constraint allows, the shape of JSON columns, and
 * the view columns that are never null (a view's columns all read as nullable).
 * PostgREST's JSON: timestamptz → ISO string, date → 'YYYY-MM-DD', time → 'HH:MM:SS',
 * bigint → number (money is integer copper, exact up to 2^53).
 */
import type { MergeDeep } from 'type-fest';
import type { AdminSearchUsersResult } from './admin-users';
import type { ContentRefinements } from './content-types';
import type { Database as GeneratedDatabase } from './database.generated';
import type { GameItem, MyListingRow, WalletMovementKind } from './economy';
import type { MyVotes, PlayerProfile, VoteLeaders, VoteSiteCounts } from './players';

export type * from './admin-users';
export type * from './content-types';

// CHECK constraints of supabase/migrations --------------------------------------------------

export type PrivacySetting = 'public' | 'friends' | 'private';
export type ThemeSetting = 'dark' | 'light' | 'system';
export type AccentColor = 'green' | 'blue' | 'purple' | 'red';
export type ItemCategory = 'armor' | 'weapon' | 'ability';
export type PunishmentType = 'ban' | 'mute' | 'kick' | 'warn' | 'other';
export type CalendarEventType = 'event' | 'maintenance' | 'raid';
/** The game argument of start_game_run and submit_score. */
export type ScoreGame = 'elder_clicker' | 'flappy_steve';
/** What admin_audit_log records. */
export type AdminAuditAction =
  | 'role.granted'
  | 'role.revoked'
  | 'event.created'
  | 'event.updated'
  | 'event.deleted'
  | 'item.created'
  | 'item.updated'
  | 'item.retired'
  | 'item.restored'
  | 'listing.created'
  | 'listing.updated'
  | 'listing.cancelled'
  | 'punishment.created'
  | 'punishment.updated'
  | 'punishment.revoked'
  | 'punishments.batch'
  | 'content.created'
  | 'content.updated'
  | 'content.deleted'
  | 'content.restored'
  | 'content.reordered';
/** An auction listing's state (auction_status): round listings are always live. */
export type AuctionStatus = 'live' | 'sold' | 'unsold' | 'cancelled';
/** Where a member stands on a listing they bid on (my_auctions). */
export type AuctionStanding = 'leading' | 'outbid' | 'won';
/** member_notices.kind */
export type MemberNoticeKind = 'outbid' | 'won' | 'sold' | 'unsold';

// JSON columns --------------------------------------------------------------------------------

/** items.ability */
export interface ItemAbility {
  name: string;
  description: string;
  /** Seconds. */
  cooldown: number;
}

/** items.stats: stat name → value, e.g. { defense: 12, critical_chance: '+8%' }. */
export type ItemStats = Record<string, number | string>;

// Answers of the JSON functions (jsonb: the generator sees only Json) -----------------------

/** 'active': in force now (flagged active, expiry ahead or none); 'expired': lifted or run out. */
export type PunishmentStatus = 'active' | 'expired';

/** A punishment as the punishment pages list it (search_punishments, punishment_history). */
export interface PunishmentListRow {
  id: number;
  player_name: string;
  type: PunishmentType;
  reason: string;
  date: string;
  staff_name: string;
  active: boolean;
  expires: string | null;
  /** In force when the database answered (its clock, as the status filter uses it). */
  in_force: boolean;
  /** Where it comes from (e.g. 'litebans': the game server); null when made on the site. */
  source: string | null;
  /** A lift: when, by whom and why (an admin's revoke on the site, or the game server's). */
  revoked_at: string | null;
  revoked_by_name: string | null;
  revoked_reason: string | null;
}

/** search_punishments: one page, newest first. */
export interface SearchPunishmentsResult {
  rows: PunishmentListRow[];
  /** Punishments matching the search and filters; a search counts only up to 1,000 past the page. */
  total: number;
  /** False when the search stopped counting: there are more than `total`. */
  total_is_exact: boolean;
  page: number;
  page_size: number;
}

/** punishment_history: one player's page, newest first, with their counts. */
export interface PunishmentHistoryResult {
  /**
   * The player's current name (any name they had finds them); null for a name neither the record
   * nor the game server has had.
   */
  player_name: string | null;
  /** The player's UUID, when the game server named them. */
  player_uuid: string | null;
  total: number;
  counts: Record<PunishmentType, number>;
  /** How many are in force now. */
  in_force: number;
  rows: PunishmentListRow[];
  page: number;
  page_size: number;
}

/** admin_search_listings (admins only): one listing of the back office's list. */
export interface AdminListingRow {
  id: number;
  item: string;
  item_id: number | null;
  /** The item's category (its art); null for the sample listings, which have no item. */
  item_category: ItemCategory | null;
  seller: string;
  starting_bid: number;
  /** In effect now (a round listing past its end is back at its starting bid). */
  current_bid: number;
  end_time: string;
  rarity: string;
  repeats: boolean;
  status: AuctionStatus;
  bids: number;
  /** Live, ends once and no bid yet: admin_update_listing still takes it. */
  editable: boolean;
  /** The highest bid's name; the winner once sold. */
  highest_bidder: string | null;
  /** Who listed it, by the name staff are recorded under; null for the sample listings. */
  created_by_name: string | null;
  created_at: string;
  cancelled_at: string | null;
  delivered_at: string | null;
}

export interface AdminSearchListingsResult {
  rows: AdminListingRow[];
  /** Matching listings; counted only up to 1,000 past the page (then not exact). */
  total: number;
  total_is_exact: boolean;
  page: number;
  page_size: number;
}

/** my_auctions: a listing the member bid on, with where they stand. */
export interface MyAuctionRow {
  listing_id: number;
  item: string;
  rarity: string;
  /** The item's category (its art); null for the sample listings. */
  item_category: string | null;
  seller: string;
  standing: AuctionStanding;
  end_time: string;
  current_bid: number;
  my_bid: number;
  /** When the game handed a won item over; null until then. */
  delivered_at: string | null;
}

/** admin_audit_log.before/after: the changed row (an event) or the role assignment, as JSON. */
export type AuditSnapshot = Record<string, unknown>;

type ProfileChoices = {
  privacy_setting: PrivacySetting;
  theme: ThemeSetting;
  accent_color: AccentColor;
};

type Refinements = {
  public: {
    Tables: {
      profiles: {
        Row: ProfileChoices;
        Insert: Partial<ProfileChoices>;
        Update: Partial<ProfileChoices>;
      };
      items: {
        Row: { category: ItemCategory; stats: ItemStats; ability: ItemAbility | null };
        Insert: { category: ItemCategory; stats?: ItemStats; ability?: ItemAbility | null };
        Update: { category?: ItemCategory; stats?: ItemStats; ability?: ItemAbility | null };
      };
      punishments: {
        Row: { type: PunishmentType };
        // An admin's insert: the database's trigger sets the staff (the admin) and the date.
        Insert: { type: PunishmentType; staff_name?: string };
        Update: { type?: PunishmentType };
      };
      member_notices: { Row: { kind: MemberNoticeKind } };
      wallet_movements: { Row: { kind: WalletMovementKind } };
      calendar_events: {
        Row: { type: CalendarEventType };
        Insert: { type?: CalendarEventType };
        Update: { type?: CalendarEventType };
      };
    };
    Views: {
      // Every column but highest_bidder, image_url and item_id comes from a NOT NULL column.
      auction_listings_live: {
        Row: {
          id: number;
          item: string;
          seller: string;
          starting_bid: number;
          current_bid: number;
          end_time: string;
          rarity: string;
          description: string;
          updated_at: string;
          repeats: boolean;
          status: AuctionStatus;
          game_item: GameItem | null;
        };
      };
      // A view of audit.admin_audit_log (migration 20261126020400): its NOT NULL columns.
      admin_audit_log: {
        Row: {
          id: number;
          at: string;
          actor_role: string;
          action: AdminAuditAction;
          target_id: string;
          before: AuditSnapshot | null;
          after: AuditSnapshot | null;
        };
      };
      // The view keeps only rows with an actor.
      admin_audit_log_actors: { Row: { actor_id: string } };
    };
    Functions: {
      start_game_run: { Args: { p_game: 'flappy_steve' } };
      submit_score: { Args: { p_game: ScoreGame } };
      leaderboard: { Args: { p_game: ScoreGame } };
      search_punishments: {
        Args: { p_type?: PunishmentType; p_status?: PunishmentStatus };
        Returns: SearchPunishmentsResult;
      };
      punishment_history: { Returns: PunishmentHistoryResult };
      player_profile: { Returns: PlayerProfile | null };
      vote_leaders: { Returns: VoteLeaders };
      my_votes: { Returns: MyVotes };
      vote_site_counts: { Returns: VoteSiteCounts };
      admin_search_users: { Returns: AdminSearchUsersResult };
      my_auctions: { Returns: MyAuctionRow[] };
      my_listings: { Returns: MyListingRow[] };
      admin_search_listings: {
        Args: { p_status?: 'live' | 'ended' | 'cancelled' };
        Returns: AdminSearchListingsResult;
      };
    };
  };
};

/** The typed schema of the one client: `createClient<Database>`. */
export type Database = MergeDeep<GeneratedDatabase, MergeDeep<Refinements, ContentRefinements>>;

type PublicSchema = Database['public'];
type Relation = PublicSchema['Tables'] & PublicSchema['Views'];

/** A row of a table or view as PostgREST returns it: `Tables<'profiles'>`. */
export type Tables<Name extends keyof Relation> = Relation[Name]['Row'];
/** What an insert into a table accepts. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][Name]['Insert'];

export type Profile = Tables<'profiles'>;
export type Item = Tables<'items'>;
export type Punishment = Tables<'punishments'>;
export type AuctionListing = Tables<'auction_listings_live'>;
/** An auction notice for a member (outbid, won; as a seller: sold, unsold); each reads their own. */
export type MemberNotice = Tables<'member_notices'>;
/** One admin action, written by the database's triggers; admins read, nobody changes it. */
export type AdminAuditEntry = Tables<'admin_audit_log'>;
/** Each user who appears in the audit log as the one who acted. */
export type AdminAuditActor = Tables<'admin_audit_log_actors'>;
