export interface LocalStack {
  url: string;
  anonKey: string;
  /** Server-side key for test set-up and scripts. */
  serviceRoleKey: string;
  /** The database as printed: role postgres, no superuser (as hosted's). */
  dbUrl: string;
  /** The database's superuser, for the stack's tools (the large seed). Never printed. */
  superuserDbUrl: string;
  /** /_outbox with the token the stack printed. */
  outboxUrl: string;
  /** `Authorization: Bearer <key>` of the game-bridge function (its GAME_BRIDGE_KEY). */
  gameBridgeKey: string;
  /** The block `supabase start` prints: API URL, DB URL, outbox URL, anon and service_role keys. */
  banner: string;
  reused: boolean;
  stop(): Promise<void>;
}

export function startLocalStack(options?: {
  port?: number;
  memory?: boolean;
  reuse?: boolean;
  /** config.toml's per-IP auth rate limits (default on). */
  rateLimits?: boolean;
  /** Lifetime of the access tokens the stack issues (default [auth] jwt_expiry). */
  jwtExpirySeconds?: number;
  /** Where the site is served: the stack's [auth] site_url, where mail links and redirect_to may go. */
  siteUrl?: string;
  /** More environment for the stack and its functions (e.g. GAME_SERVER_ADDRESS). */
  env?: Record<string, string>;
  /** supabase/seed.sql on the new database (default true); false: migrations only. */
  seed?: boolean;
  /** A PostgreSQL server: the stack makes a fresh database there, dropped when it stops. */
  databaseUrl?: string;
  /** Another project folder (migrations, seed, config.toml, functions). */
  supabaseDir?: string;
  /** A stack that answers a few requests and stops: PGlite on V8's baseline compiler alone. */
  shortLived?: boolean;
  log?: (line: string) => void;
}): Promise<LocalStack>;

/** What the persistent local stack (`pnpm start`, `pnpm stack`) wrote down while it runs. */
export function localStackStatus(): Omit<LocalStack, 'reused' | 'stop'> | null;

export const SEEDED_ACCOUNTS: Record<'admin' | 'member', { email: string; password: string }>;

export function seedLargeDataSet(options: {
  dbUrl: string;
  /** Multiplies every count of the full data set (default 1). */
  scale?: number;
  log?: (line: string) => void;
}): Promise<void>;
