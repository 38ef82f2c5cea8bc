// startStack(): database, migrations, PostgREST, and the HTTP server on one port.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAuthHandler } from './auth/routes.ts';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './auth/rate-limit.ts';
import { diskBlobs, memoryBlobs } from './blobs.ts';
import { isLocalOrigin } from './cors.ts';
import { openDatabase } from './db.ts';
import { createFunctionsHandler } from './functions.ts';
import { DEFAULT_JWT_SECRET, localKeys } from './keys.ts';
import { migrate, type MigrateResult } from './migrate.ts';
import { Outbox } from './outbox.ts';
import { defaultDataDir, supabaseDir } from './paths.ts';
import { startPostgrest } from './postgrest.ts';
import { createServer } from './server.ts';
import { createStorageHandler } from './storage.ts';

export { localKeys } from './keys.ts';

export interface StackOptions {
  /** Default env STACK_PORT or 54321; 0 picks a free port. */
  port?: number;
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
  /** Migrations, seed and functions come from here. Default the repository's supabase/. */
  supabaseDir?: string;
  quiet?: boolean;
  authRateLimit?: Partial<RateLimitOptions>;
  /** Default env JWT_EXPIRY or 3600. */
  jwtExpirySeconds?: number;
  /** Default env JWT_SECRET or the Supabase CLI demo secret. */
  jwtSecret?: string;
  /** Default landing page of mail links. Default env SITE_URL or http://localhost:3000. */
  siteUrl?: string;
  /** Origins allowed by CORS besides any localhost origin. */
  corsOrigins?: string[];
  log?: (line: string) => void;
}

export interface Stack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  migrations: MigrateResult;
  stop(): Promise<void>;
}

function envNumber(name: string): number | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : Number(value);
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const quietLog = options.quiet ? () => undefined : log;
  const jwtSecret = options.jwtSecret ?? process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET;
  if (jwtSecret.length < 32) throw new Error('JWT secret must be at least 32 characters');
  const keys = localKeys(jwtSecret);
  const root = options.supabaseDir ?? supabaseDir;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const dataDir = options.dataDir === undefined ? defaultDataDir : options.dataDir;
  const siteUrl = options.siteUrl ?? process.env.SITE_URL ?? 'http://localhost:3000';

  const db = await openDatabase({
    dataDir: dataDir === null ? null : path.join(dataDir, 'db'),
    databaseUrl,
    isolated: options.isolatedDatabase,
    jwtSecret,
  });
  const cleanup: (() => Promise<void>)[] = [() => db.close()];
  const stopAll = async () => {
    for (const step of cleanup.reverse())
      await step().catch((e: unknown) => log(`stop: ${String(e)}`));
    cleanup.length = 0;
  };

  try {
    const migrations = await migrate(db, { supabaseDir: root, jwtSecret, log: quietLog });
    // Started after the migrations, so its schema cache already sees every table.
    const postgrest = await startPostgrest({
      dbUri: db.postgrestUri,
      pool: db.postgrestPool,
      preparedStatements: db.kind === 'postgres',
      jwtSecret,
      log,
    });
    cleanup.push(() => postgrest.stop());

    let url = '';
    const outbox = new Outbox(quietLog);
    const server = createServer({
      postgrestPort: postgrest.port,
      auth: createAuthHandler({
        db,
        outbox,
        jwtSecret,
        jwtExpirySeconds: options.jwtExpirySeconds ?? envNumber('JWT_EXPIRY') ?? 3600,
        rateLimit: { ...DEFAULT_RATE_LIMIT, ...options.authRateLimit },
        publicUrl: () => url,
        siteUrl,
        isAllowedRedirect: (target) => {
          try {
            const origin = new URL(target).origin;
            return (
              isLocalOrigin(origin) ||
              origin === new URL(siteUrl).origin ||
              !!options.corsOrigins?.includes(origin)
            );
          } catch {
            return false;
          }
        },
        log,
      }),
      storage: createStorageHandler({
        db,
        blobs: dataDir === null ? memoryBlobs() : diskBlobs(path.join(dataDir, 'storage')),
        jwtSecret,
        log,
      }),
      functions: createFunctionsHandler({
        dirs: options.functionsDirs ?? [path.join(root, 'functions')],
        env: () => ({
          ...process.env,
          ...options.functionsEnv,
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
        }),
        log,
      }),
      outbox,
      corsOrigins: options.corsOrigins ?? [],
      log,
      quiet: options.quiet ?? false,
      publicUrl: () => url,
    });
    const port = options.port ?? envNumber('STACK_PORT') ?? 54321;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );

    let stopping: Promise<void> | undefined;
    return {
      url,
      ...keys,
      jwtSecret,
      migrations,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
