/*
 * Rows, views and RPCs of the database as PostgREST returns them (supabase/migrations).
 * Hand-written: keep in step with the SQL. Conventions of the JSON PostgREST sends:
 * - timestamptz → ISO string with offset; date → 'YYYY-MM-DD'; time → 'HH:MM:SS'.
 * - bigint → number (money is integer copper: 100 c = 1 s, 100 s = 1 g; safe up to 2^53).
 * - uuid → string. Nullable columns are `| null`.
 */

// Enums (CHECK constraints) ------------------------------------------------------------------

export type PrivacySetting = 'public' | 'friends' | 'private';
export type ThemeSetting = 'dark' | 'light' | 'system';
export type AccentColor = 'green' | 'blue' | 'purple' | 'red';
export type ItemCategory = 'armor' | 'weapon' | 'ability';
export type PunishmentType = 'ban' | 'mute' | 'kick' | 'warn' | 'other';
export type CalendarEventType = 'event' | 'maintenance' | 'raid';
/** The rarities the site styles; the column accepts any non-empty text ('other'). */
export type KnownItemRarity = 'Mythic' | 'Legendary' | 'Epic' | 'Rare';
/** The tiers the site ranks; the column accepts any non-empty text ('other'). */
export type KnownItemTier = 'S++' | 'S+' | 'S' | 'A' | 'B';
/** The only role the product knows. */
export const ADMIN_ROLE = 'admin';

// Accounts ------------------------------------------------------------------------------------

/** profiles: one per user, readable and writable only by its owner. */
export interface Profile {
  id: string;
  username: string;
  avatar_url: string | null;
  /** 3–16 of [A-Za-z0-9_], or null until set. */
  minecraft_username: string | null;
  notifications_enabled: boolean;
  privacy_setting: PrivacySetting;
  theme: ThemeSetting;
  accent_color: AccentColor;
  created_at: string;
  updated_at: string;
  last_active_at: string;
}

/** Columns a user may send when creating their own profile (id must be their user id). */
export type ProfileInsert = Pick<Profile, 'id' | 'username'> &
  Partial<
    Pick<
      Profile,
      | 'avatar_url'
      | 'minecraft_username'
      | 'notifications_enabled'
      | 'privacy_setting'
      | 'theme'
      | 'accent_color'
    >
  >;

/** Columns a user may update on their own profile. */
export type ProfileUpdate = Partial<
  Pick<
    Profile,
    | 'avatar_url'
    | 'minecraft_username'
    | 'notifications_enabled'
    | 'privacy_setting'
    | 'theme'
    | 'accent_color'
    | 'last_active_at'
  >
>;

/** roles: readable by signed-in users. */
export interface Role {
  id: string;
  name: string;
  created_at: string;
}

/** user_roles: a user reads their own rows; admins read all, insert and delete. */
export interface UserRole {
  user_id: string;
  role_id: string;
  created_at: string;
}

/** users: one per auth user; admins only. */
export interface UserRow {
  id: string;
  email: string | null;
  created_at: string;
}

/** `from('user_roles').select('roles(name)').eq('user_id', id).single()` */
export interface UserRoleNameRow {
  roles: Pick<Role, 'name'> | null;
}

// Content -------------------------------------------------------------------------------------

export interface ItemAbility {
  name: string;
  description: string;
  /** Seconds. */
  cooldown: number;
}

/** items: public read. Order with tier_rank desc, rarity_rank desc for the intended order. */
export interface Item {
  id: number;
  name: string;
  description: string;
  set: string | null;
  rarity: KnownItemRarity | (string & {});
  tier: KnownItemTier | (string & {});
  category: ItemCategory;
  /** Stat name → value, e.g. { defense: 12, critical_chance: '+8%' }. */
  stats: Record<string, number | string>;
  ability: ItemAbility | null;
  /** S++ 5, S+ 4, S 3, A 2, B 1, other 0 (generated). */
  tier_rank: number;
  /** Mythic 4, Legendary 3, Epic 2, Rare 1, other 0 (generated). */
  rarity_rank: number;
  created_at: string;
}

/** punishments: public read. */
export interface Punishment {
  id: number;
  player_name: string;
  type: PunishmentType;
  reason: string;
  date: string;
  staff_name: string;
  active: boolean;
  expires: string | null;
  created_at: string;
}

/** 'active': in force now (flagged active, expiry ahead or none); 'expired': lifted or run out. */
export type PunishmentStatus = 'active' | 'expired';

/** A punishment as the punishment pages list it (search_punishments, punishment_history). */
export interface PunishmentListRow extends Pick<
  Punishment,
  'id' | 'player_name' | 'type' | 'reason' | 'date' | 'staff_name' | 'active' | 'expires'
> {
  /** In force when the database answered (its clock, as the status filter uses it). */
  in_force: boolean;
}

/** rpc('search_punishments', …) → one page, newest first; anyone. */
export interface SearchPunishmentsArgs {
  /** A player name: names starting with it or, when none does, the 20 most alike. */
  p_search?: string;
  p_type?: PunishmentType;
  p_status?: PunishmentStatus;
  /** From 1; at most 100,000 rows deep. */
  p_page: number;
  /** 1 to 100. */
  p_page_size: number;
}

export interface SearchPunishmentsResult {
  rows: PunishmentListRow[];
  /** Punishments matching the search and filters, on every page. */
  total: number;
  page: number;
  page_size: number;
}

/** rpc('punishment_history', …) → one player's page, newest first, with their counts; anyone. */
export interface PunishmentHistoryArgs {
  /** The player's name in any case. */
  p_player: string;
  p_page: number;
  p_page_size: number;
}

export interface PunishmentHistoryResult {
  /** The name as last written in the record; null when the player has no punishment. */
  player_name: string | null;
  total: number;
  counts: Record<PunishmentType, number>;
  /** How many are in force now. */
  in_force: number;
  rows: PunishmentListRow[];
  page: number;
  page_size: number;
}

/** calendar_events: public read; admins insert, update and delete. */
export interface CalendarEvent {
  id: number;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM:SS' (send 'HH:MM' or 'HH:MM:SS'). */
  time: string;
  description: string | null;
  type: CalendarEventType;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Insert by an admin; created_by defaults to the caller and must equal it if sent. */
export type CalendarEventInsert = Pick<CalendarEvent, 'title' | 'date' | 'time'> &
  Partial<Pick<CalendarEvent, 'description' | 'type' | 'created_by'>>;

export type CalendarEventUpdate = Partial<
  Pick<CalendarEvent, 'title' | 'date' | 'time' | 'description' | 'type'>
>;

// Games ---------------------------------------------------------------------------------------

/**
 * clicker_saves: exactly one of user_id (signed in, own row through the table) or save_key
 * (guests, only through get_guest_clicker_save / save_guest_clicker_progress).
 */
export interface ClickerSave {
  id: number;
  user_id: string | null;
  save_key: string | null;
  score: number;
  multiplier: number;
  auto_clickers: number;
  click_power: number;
  achievements: string[];
  created_at: string;
  updated_at: string;
}

export type ClickerProgress = Pick<
  ClickerSave,
  'score' | 'multiplier' | 'auto_clickers' | 'click_power' | 'achievements'
>;

/** A guest save key: 16–128 of [A-Za-z0-9_-] (crypto.randomUUID() fits). */
export const GUEST_SAVE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** rpc('get_guest_clicker_save', …) → ClickerSave */
export interface GetGuestClickerSaveArgs {
  p_save_key: string;
}

/** rpc('save_guest_clicker_progress', …) → ClickerSave */
export interface SaveGuestClickerProgressArgs {
  p_save_key: string;
  p_score: number;
  p_multiplier: number;
  p_auto_clickers: number;
  p_click_power: number;
  p_achievements: string[];
}

/** elder_clicker_scores and flappy_steve_scores: public read; written only by submit_score. */
export interface ScoreRow {
  id: number;
  /** 1–20 characters, already trimmed. */
  username: string;
  score: number;
  created_at: string;
}

export type ScoreTable = 'elder_clicker_scores' | 'flappy_steve_scores';

/** The game argument of start_game_run and submit_score. */
export type ScoreGame = 'elder_clicker' | 'flappy_steve';

/**
 * rpc('start_game_run', …) → the run's id (uuid). Flappy Steve only: the server's clock for the
 * game, which caps its score. Guests send their guest key (GUEST_SAVE_KEY_PATTERN).
 */
export interface StartGameRunArgs {
  p_game: 'flappy_steve';
  p_guest_key?: string;
}

/**
 * rpc('submit_score', …) → [{ id, username, score }]. The only way onto a leaderboard, one score
 * per call. Guests send their guest key; Flappy Steve sends its run, Elder Clicker is capped by
 * the caller's save.
 */
export interface SubmitScoreArgs {
  p_game: ScoreGame;
  p_username: string;
  p_score: number;
  p_guest_key?: string;
  p_run_id?: string;
}

/** Messages submit_score raises (error.message), shown as they are. */
export const SCORE_ERRORS = {
  noName: 'Please enter a name.',
  nameTooLong: 'Names can be at most 20 characters.',
  notPositive: 'Score must be at least 1',
  impossible: 'This score is not possible in the time played',
  runUsed: 'This game was already submitted or has expired. Play again to submit.',
  noSave: 'No Elder Clicker progress to submit',
  nameTaken: 'This name belongs to another player',
  tooManyNames: 'You can use at most 5 names on the leaderboards',
  tooManyScores: 'You can submit at most 10 scores a minute. Please wait a moment.',
  nameTooBusy: 'This name has had 10 scores this hour. Please try again later.',
  tooManyGuestScores: 'Too many guest scores right now. Please try again in a minute or sign in.',
  accountGone: 'Your account no longer exists',
} as const;

// Auction -------------------------------------------------------------------------------------

/**
 * auction_listings_live (the read path; expiry applied) and auction_listings (stored state).
 * Read the view: a listing past its stored end shows its restarted end and starting bid.
 */
export interface AuctionListing {
  id: number;
  item: string;
  seller: string;
  starting_bid: number;
  current_bid: number;
  end_time: string;
  /** Legendary, Epic, Rare are styled; anything else is plain. */
  rarity: string;
  description: string;
  image_url: string | null;
  updated_at: string;
  /** Display name of whoever placed the current bid; null when the period has no bid yet. */
  highest_bidder: string | null;
}

/** auction_listings as stored (service role writes only). */
export interface AuctionListingRow extends Omit<AuctionListing, 'highest_bidder'> {
  created_at: string;
}

/** auction_logs: public read; written by place_bid only. */
export interface AuctionLog {
  id: number;
  listing_id: number;
  item_name: string;
  /** The bidder's display name (profile username), or 'Anonymous'; never an e-mail. */
  bidder: string;
  amount: number;
  timestamp: string;
  /** Set when auction-bid-notify posted the bid to the chat webhook. */
  notified_at: string | null;
}

/** rpc('place_bid', …) (signed-in only) → PlaceBidResult[] of one row; use `.single()`. */
export interface PlaceBidArgs {
  p_listing_id: number;
  p_amount: number;
}

export interface PlaceBidResult extends AuctionListing {
  log_id: number;
}

/** The database's bid limits (migration 20261123000200); place_bid enforces them. */
export const BID_LIMITS = {
  /** 100,000,000 gold in copper: every bid stays an exact JavaScript number. */
  maxBid: 1_000_000_000_000,
  /** A bid may be at most stepFactor × the current bid + stepFloor. */
  stepFactor: 10,
  stepFloor: 10_000,
  bidsPerMinute: 10,
} as const;

/** Error messages place_bid raises (error.message), shown as they are. */
export const BID_ERRORS = {
  notHigher: 'Bid must be higher than current bid',
  belowStart: 'Bid must be at least the starting bid',
  aboveMax: 'Bid can be at most 100,000,000g',
  stepTooLarge: 'Bid can be at most 10 times the current bid plus 1g',
  tooMany: 'You can place at most 10 bids a minute. Please wait a moment.',
  signedOut: 'You must be signed in to place a bid',
  accountGone: 'Your account no longer exists',
  notFound: 'Auction listing not found',
} as const;

/** functions.invoke('auction-bid-notify', { body }) */
export interface AuctionBidNotifyBody {
  log_id: number;
}

/** 200 answers; 403 (not the caller's bid), 404 and 429 answer { error }. */
export type AuctionBidNotifyResponse =
  | { delivered: true }
  | { delivered: false; reason: 'not configured' | 'already notified' | 'webhook failed' };

// Admin ---------------------------------------------------------------------------------------

/** rpc('admin_stats') (admins only) → AdminStatsRow[] of one row; use `.single()`. */
export interface AdminStatsRow {
  total_users: number;
  admins: number;
  events: number;
  active_auctions: number;
}

/** rpc('admin_search_users', …) (admins only) → one page of users ordered by e-mail. */
export interface AdminSearchUsersArgs {
  /** Part of an e-mail or username (1–2 characters: the start of one). */
  p_search?: string;
  p_page: number;
  p_page_size: number;
}

export interface AdminUserRow {
  id: string;
  email: string | null;
  username: string | null;
  /** Role names, e.g. ['admin']. */
  roles: string[];
  created_at: string;
}

export interface AdminSearchUsersResult {
  rows: AdminUserRow[];
  /** Matching users; a search counts only up to 1,000 past the page (then not exact). */
  total: number;
  total_is_exact: boolean;
  page: number;
  page_size: number;
}

/** Raised when a removal would leave no admin (user_roles delete). */
export const LAST_ADMIN_ERROR = 'Cannot remove the last admin';
