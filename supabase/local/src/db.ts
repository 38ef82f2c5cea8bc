// The database behind the stack: PGlite (persisted or in-memory) served over a local socket, or
// a real PostgreSQL server. Either way every query of ours goes through one `pg` pool.
//
// PGlite is ONE Postgres session. Its socket (pglite-server.ts) runs each request under PGlite's
// exclusive lock, and while that session is inside a transaction it only takes requests from the
// connection that opened it. Our own queries therefore go through the socket as a second
// connection (pool of one), and always inside an explicit BEGIN … COMMIT sent as simple
// queries: nothing of PostgREST's can run inside our transaction, nothing of ours inside its.
import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import pg from 'pg';
import { packageDir } from './paths.ts';
import { servePglite } from './pglite-server.ts';

export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface TxOptions {
  /** `SET LOCAL ROLE` for the transaction (the service's own database role, as on hosted). */
  role?: string;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction on one connection. */
  tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T>;
  /** Connection string for PostgREST (role authenticator). */
  postgrestUri: string;
  /**
   * What `pnpm start` prints as the database URL: role `postgres` (`hosted_postgres` on a stock
   * PostgreSQL server), not a superuser, as hosted's.
   */
  url: string;
  /** The superuser's, for the stack's own tools (the large seed, tests that must reach past RLS). */
  superuserUrl: string;
  /** PostgREST pool size this database tolerates. */
  postgrestPool: number;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` on each NOTIFY on `channel`; resolves to a function that stops listening.
   * PGlite has one session whose notifications go to whichever connection committed, so there it
   * never calls: use it to wake a poller, not instead of one.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PGlite data directory; null = in-memory. Ignored with databaseUrl. */
  dataDir: string | null;
  databaseUrl?: string;
  /** With databaseUrl: create a randomly named database and drop it on close. */
  isolated?: boolean;
  /** Secret the authenticator password is derived from (real PostgreSQL only). */
  jwtSecret: string;
  /** Port of PGlite's socket (0 = a free port). */
  port?: number;
}

function wrapPool(pool: pg.Pool): Pick<Database, 'query' | 'tx'> {
  const tx = async <T>(fn: (q: Queryable) => Promise<T>, options: TxOptions = {}): Promise<T> => {
    const client = await pool.connect();
    const q: Queryable = {
      query: async <R>(text: string, params?: unknown[]) =>
        (await client.query(text, params)).rows as R[],
    };
    try {
      await client.query('BEGIN');
      if (options.role) await client.query(`SET LOCAL ROLE ${pg.escapeIdentifier(options.role)}`);
      const result = await fn(q);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return { tx, query: (text, params) => tx((q) => q.query(text, params)) };
}

/**
 * Hosted's bootstrap superuser is supabase_admin and `postgres` is an ordinary role; PGlite's
 * initdb is told the same, so the migrations can run as a non-superuser `postgres`.
 */
export const SUPERUSER = 'supabase_admin';
const MARKER = 'SUPERUSER';

/** A data folder made before the hosted-shaped bootstrap (superuser `postgres`). */
export class OutdatedDataDirError extends Error {}

/** Where the cluster a new in-memory database starts from is kept (see freshClusterSnapshot). */
export function freshClusterFile(): string {
  const pgliteDir = path.join(packageDir, 'node_modules/@electric-sql/pglite');
  const { version } = JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8'));
  return path.join(
    packageDir,
    'node_modules/.cache/local-stack',
    `pglite-${version}-initdb-${SUPERUSER}.tar.gz`,
  );
}

/**
 * A new in-memory PGlite spends most of its start in initdb (about 4 of its 5 s; the migrations
 * and seed take 1). The cluster initdb leaves is the same every time for one PGlite version and
 * superuser, so the first in-memory database saves it and later ones (tests, the release canary,
 * benchmarks) start from that copy. Nothing of ours is in it: migrations and seed still run.
 */
function freshClusterSnapshot() {
  const file = freshClusterFile();
  const existed = existsSync(file);
  return {
    load: () => (existed ? new Blob([readFileSync(file)]) : null),
    async saveIfMissing(db: PGlite) {
      if (existed) return;
      const dump = await db.dumpDataDir('gzip');
      mkdirSync(path.dirname(file), { recursive: true });
      // Written aside and renamed: stacks starting at once never read half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    },
  };
}

async function openPglite(dataDir: string | null, port: number): Promise<Database> {
  if (dataDir && existsSync(`${dataDir}/PG_VERSION`) && !existsSync(`${dataDir}/${MARKER}`)) {
    throw new OutdatedDataDirError(
      `${dataDir} was created by an older local stack (superuser "postgres", not hosted's shape). Run \`pnpm db:reset\` to recreate it.`,
    );
  }
  const snapshot = dataDir ? null : freshClusterSnapshot();
  const db = await PGlite.create({
    dataDir: dataDir ?? undefined,
    loadDataDir: snapshot?.load() ?? undefined,
    username: SUPERUSER,
    initDbStartParams: [`--username=${SUPERUSER}`],
    // auto_explain: for `LOAD 'auto_explain'` (the query-plan test), as hosted offers it.
    extensions: { auto_explain, pgcrypto, pg_trgm, uuid_ossp },
  });
  if (dataDir) writeFileSync(`${dataDir}/${MARKER}`, `${SUPERUSER}\n`);
  await snapshot?.saveIfMissing(db);
  // PGlite has a single session (supabase_admin). The stack's own pool and PostgREST act as it
  // (PostgREST switches roles itself), with passwords of this start; the printed URL's login
  // runs as postgres, as the CLI's local `postgres:postgres` does on hosted's shape.
  const secret = () => randomBytes(24).toString('hex');
  const logins = {
    [SUPERUSER]: { password: secret(), role: null },
    authenticator: { password: secret(), role: null },
    postgres: { password: 'postgres', role: 'postgres' },
  };
  // PostgREST, our pool, and a few for tools such as psql or pg-meta.
  const server = await servePglite(db, {
    superuser: SUPERUSER,
    host: '127.0.0.1',
    port,
    logins,
    maxConnections: 6,
  });
  const urlOf = (user: keyof typeof logins) =>
    `postgresql://${user}:${logins[user].password}@${server.address}/postgres`;
  const pool = new pg.Pool({ connectionString: `${urlOf(SUPERUSER)}?sslmode=disable`, max: 1 });
  return {
    ...wrapPool(pool),
    kind: 'pglite',
    postgrestUri: `${urlOf('authenticator')}?sslmode=disable`,
    url: urlOf('postgres'),
    superuserUrl: urlOf(SUPERUSER),
    postgrestPool: 1,
    listen: async () => async () => undefined,
    async close() {
      await pool.end();
      await server.stop();
      await db.close();
    },
  };
}

/**
 * The password a login role of the stack (PostgREST's authenticator, the migrations' role) has on
 * a real server; set by the migrator after bootstrap. Derived from the JWT secret, so every stack
 * on one server with the same secret agrees on it (roles belong to the server, not a database).
 */
export function rolePassword(role: string, jwtSecret: string): string {
  return createHash('sha256').update(`${role}:${jwtSecret}`).digest('hex');
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function openPostgres(
  databaseUrl: string,
  isolated: boolean,
  jwtSecret: string,
): Promise<Database> {
  let url = databaseUrl;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (isolated) {
    const name = `stack_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url = withDatabase(databaseUrl, name);
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  const loginUrl = (role: string) => {
    const login = new URL(url);
    login.username = role;
    login.password = rolePassword(role, jwtSecret);
    return login.toString();
  };
  // The migrations' role (migrate.ts migratorRole): postgres, or hosted_postgres where the
  // server's own superuser is called postgres.
  const [postgres] = (
    await pool.query<{ rolsuper: boolean }>(
      "select rolsuper from pg_roles where rolname = 'postgres'",
    )
  ).rows;
  return {
    ...wrapPool(pool),
    kind: 'postgres',
    postgrestUri: loginUrl('authenticator'),
    url: loginUrl(postgres?.rolsuper ? 'hosted_postgres' : 'postgres'),
    superuserUrl: url,
    postgrestPool: 10,
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      // A dropped listener only costs latency: the poller still runs.
      client.on('error', () => undefined);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await pool.end();
      await dropDatabase?.();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.isolated ?? false, options.jwtSecret);
  return openPglite(options.dataDir, options.port ?? 0);
}
