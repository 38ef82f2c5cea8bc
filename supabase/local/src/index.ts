// startStack(): database, migrations, PostgREST, and the HTTP gateway on one port, configured by
// supabase/config.toml.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAuthHandler } from './auth/routes.ts';
import { DEFAULT_FAILURE_LIMIT, type FailureLimitOptions } from './auth/rate-limit.ts';
import { diskBlobs, memoryBlobs } from './blobs.ts';
import { loadConfig, type StackConfig } from './config.ts';
import { loadMailTemplates } from './mail-templates-config.ts';
import { openDatabase } from './db.ts';
import { createFunctionsHandler } from './functions.ts';
import { createGateway } from './gateway.ts';
import { DEFAULT_JWT_SECRET, localKeys } from './keys.ts';
import { migrate, type MigrateResult } from './migrate.ts';
import { Outbox } from './outbox.ts';
import { defaultDataDir, supabaseDir } from './paths.ts';
import { startPostgrest } from './postgrest.ts';
import { createRealtime } from './realtime/server.ts';
import { createStorageHandler } from './storage/routes.ts';

export { localKeys } from './keys.ts';

export interface StackOptions {
  /** Default: env STACK_PORT, else [api] port of config.toml; 0 picks a free port. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1; anything else needs a JWT secret of your own. */
  host?: string;
  /** Host names accepted besides localhost, 127.0.0.1 and [::1] (and `host` itself). */
  allowedHosts?: string[];
  /** Port of PGlite's socket; 0 (default) picks a free one. */
  dbPort?: number;
  /** PGlite data directory; null = in-memory. Default supabase/local/.data. */
  dataDir?: string | null;
  /** A PostgreSQL server instead of PGlite. Default env DATABASE_URL. */
  databaseUrl?: string;
  /** With databaseUrl: use a fresh randomly named database, dropped on stop (tests). */
  isolatedDatabase?: boolean;
  /** Extra env for functions (server-only secrets), on top of process.env. */
  functionsEnv?: Record<string, string>;
  /** Directories searched for <name>/handler.ts. Default supabase/functions. */
  functionsDirs?: string[];
  /** Migrations, seed, functions and config.toml come from here. Default the repository's supabase/. */
  supabaseDir?: string;
  /** Default <supabaseDir>/config.toml. */
  configFile?: string;
  quiet?: boolean;
  /** seed.sql on a new database (default true); false gives what `supabase db push` leaves. */
  seed?: boolean;
  /** [auth.rate_limit]'s per-IP limits; off for test harnesses that sign up hundreds of users. */
  requestLimits?: boolean;
  failureLimit?: Partial<FailureLimitOptions>;
  /** Default: env JWT_EXPIRY, else [auth] jwt_expiry of config.toml. */
  jwtExpirySeconds?: number;
  /** Default env JWT_SECRET or the Supabase CLI demo secret. */
  jwtSecret?: string;
  /** The game-bridge function's secret. Default env GAME_BRIDGE_KEY, else a fresh random one. */
  gameBridgeKey?: string;
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The database as `pnpm start` prints it: role postgres, as hosted's (no superuser). */
  dbUrl: string;
  /** The database's superuser (the large seed, tests reaching past every rule). Never printed. */
  superuserDbUrl: string;
  /** /_outbox with its token. */
  outboxUrl: string;
  /** GAME_BRIDGE_KEY of the game-bridge function: `Authorization: Bearer <key>`. */
  gameBridgeKey: string;
  migrations: MigrateResult;
  config: StackConfig;
  stop(): Promise<void>;
}

function envNumber(name: string): number | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : Number(value);
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function isLoopback(host: string): boolean {
  return ['127.0.0.1', '::1', 'localhost'].includes(host) || host.startsWith('127.');
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const quietLog = options.quiet ? () => undefined : log;
  const root = options.supabaseDir ?? supabaseDir;
  const configFile = options.configFile ?? path.join(root, 'config.toml');
  const config = loadConfig(configFile);
  const jwtSecret = options.jwtSecret ?? process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
  if (jwtSecret.length < 32) throw new Error('JWT secret must be at least 32 characters');
  const host = options.host ?? '127.0.0.1';
  if (!isLoopback(host) && jwtSecret === DEFAULT_JWT_SECRET) {
    throw new Error(
      `refusing to listen on ${host} with the public demo JWT secret: anyone could sign tokens. Set JWT_SECRET.`,
    );
  }
  const keys = localKeys(jwtSecret);
  const gameBridgeKey =
    options.gameBridgeKey || process.env.GAME_BRIDGE_KEY || randomBytes(32).toString('base64url');
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const dataDir = options.dataDir === undefined ? defaultDataDir : options.dataDir;
  const auth = {
    ...config.auth,
    jwtExpiry: options.jwtExpirySeconds ?? envNumber('JWT_EXPIRY') ?? config.auth.jwtExpiry,
  };

  const db = await openDatabase({
    dataDir: dataDir === null ? null : path.join(dataDir, 'db'),
    databaseUrl,
    isolated: options.isolatedDatabase,
    jwtSecret,
    port: options.dbPort ?? 0,
  });
  const cleanup: (() => Promise<void>)[] = [() => db.close()];
  const stopAll = async () => {
    for (const step of cleanup.reverse())
      await step().catch((e: unknown) => log(`stop: ${String(e)}`));
    cleanup.length = 0;
  };

  try {
    const migrations = await migrate(db, {
      supabaseDir: root,
      jwtSecret,
      seed: options.seed,
      seedPaths: config.db.seedPaths,
      buckets: config.storage.buckets,
      log: quietLog,
    });
    // Started after the migrations, so its schema cache already sees every table.
    const postgrest = await startPostgrest({
      dbUri: db.postgrestUri,
      pool: db.postgrestPool,
      preparedStatements: db.kind === 'postgres',
      jwtSecret,
      schemas: config.api.schemas,
      extraSearchPath: config.api.extraSearchPath,
      maxRows: config.api.maxRows,
      log,
    });
    cleanup.push(() => postgrest.stop());

    const realtime = createRealtime({ db, jwtSecret, log });
    await realtime.start();
    cleanup.push(() => realtime.stop());

    let url = '';
    const outbox = new Outbox(quietLog);
    const server = createGateway({
      postgrestPort: postgrest.port,
      keys,
      outbox,
      allowedHosts: new Set([
        ...LOOPBACK_HOSTS,
        host.includes(':') ? `[${host}]` : host,
        ...(options.allowedHosts ?? []).map((h) => h.toLowerCase()),
      ]),
      auth: createAuthHandler({
        db,
        outbox,
        jwtSecret,
        config: auth,
        mailTemplates: loadMailTemplates(configFile),
        requestLimits: options.requestLimits ?? true,
        failureLimit: { ...DEFAULT_FAILURE_LIMIT, ...options.failureLimit },
        publicUrl: () => url,
        log,
      }),
      storage: createStorageHandler({
        db,
        blobs: dataDir === null ? memoryBlobs() : diskBlobs(path.join(dataDir, 'storage')),
        jwtSecret,
        fileSizeLimit: config.storage.fileSizeLimit,
        log,
      }),
      functions: createFunctionsHandler({
        dirs: options.functionsDirs ?? [path.join(root, 'functions')],
        env: () => ({
          // Mail sent by functions lands in the outbox, through the shape of a mail API
          // (Resend's POST /emails) that hosted projects set as secrets.
          MAIL_API_URL: `${url}/_outbox`,
          MAIL_API_KEY: outbox.token,
          // Where the site is, for the links in mails: hosted projects set it as a secret.
          SITE_URL: auth.siteUrl,
          ...process.env,
          ...options.functionsEnv,
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
          GAME_BRIDGE_KEY: gameBridgeKey,
        }),
        verifyJwt: (name) => config.functions[name]?.verifyJwt ?? true,
        jwtSecret,
        publicUrl: () => url,
        log,
      }),
      realtime,
      log,
      quiet: options.quiet ?? false,
    });
    const port = options.port ?? envNumber('STACK_PORT') ?? config.api.port;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const shownHost = isLoopback(host) ? '127.0.0.1' : host;
    url = `http://${shownHost}:${(server.address() as AddressInfo).port}`;
    cleanup.push(async () => {
      // WebSockets first: upgraded sockets would keep server.close() waiting.
      await realtime.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    });

    let stopping: Promise<void> | undefined;
    return {
      url,
      ...keys,
      jwtSecret,
      dbUrl: db.url,
      superuserDbUrl: db.superuserUrl,
      outboxUrl: `${url}/_outbox?token=${outbox.token}`,
      gameBridgeKey,
      migrations,
      config,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
