// Brings a database to the project's schema the way hosted Supabase and its CLI do: our bootstrap
// (what hosted provides, in hosted's shape), then supabase/migrations/*.sql in filename order —
// each once, in its own transaction, as the non-superuser `postgres` role with the CLI's search
// path — then the seed files on a new database (config.toml's `[db.seed] sql_paths`, by default
// supabase/seed.sql), and config.toml's buckets.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BucketConfig } from './config.ts';
import { rolePassword, type Database } from './db.ts';
import { runAsPostgres } from './hosted-migration.ts';
import { packageDir } from './paths.ts';

export interface MigrateOptions {
  supabaseDir: string;
  jwtSecret: string;
  /** Run the seed on a new database (default true); false: migrations only, as production. */
  seed?: boolean;
  /** config.toml's `[db.seed] sql_paths` (default `./seed.sql`). */
  seedPaths?: string[];
  buckets?: Record<string, BucketConfig>;
  log: (line: string) => void;
}

export interface MigrateResult {
  isNew: boolean;
  applied: string[];
  seeded: boolean;
  /** The role migrations ran as. */
  migratorRole: string;
}

/**
 * `postgres`, unless the server's own superuser already has that name (a stock PostgreSQL
 * cluster): then a role built the same way under another name.
 */
export async function migratorRole(db: Database): Promise<string> {
  const [row] = await db.query<{ rolsuper: boolean }>(
    "select rolsuper from pg_roles where rolname = 'postgres'",
  );
  return row?.rolsuper ? 'hosted_postgres' : 'postgres';
}

/**
 * The seed files as the CLI finds them: each path relative to supabase/, a `*` in its file name
 * matching any run of characters (files sorted by name), in the order listed; missing ones skipped.
 */
export function seedFilesOf(supabaseDir: string, paths: string[]): string[] {
  return paths.flatMap((entry) => {
    const full = path.resolve(supabaseDir, entry);
    const dir = path.dirname(full);
    const name = path.basename(full);
    if (!name.includes('*')) return existsSync(full) ? [full] : [];
    if (!existsSync(dir)) return [];
    const pattern = new RegExp(
      `^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`,
    );
    return readdirSync(dir)
      .filter((file) => pattern.test(file))
      .sort()
      .map((file) => path.join(dir, file));
  });
}

export async function migrate(db: Database, options: MigrateOptions): Promise<MigrateResult> {
  const [probe] = await db.query<{ exists: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as exists",
  );
  const isNew = !probe?.exists;
  const role = await migratorRole(db);

  const bootstrapDir = path.join(packageDir, 'sql/bootstrap');
  const bootstrap = readdirSync(bootstrapDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(path.join(bootstrapDir, file), 'utf8'))
    .join('\n');
  await db.tx((q) => q.query(bootstrap.replaceAll('{{migrator}}', role)));
  if (db.kind === 'postgres') {
    // PostgREST's login and the printed URL's (db.ts). Hex digests: safe to inline (ALTER ROLE
    // takes no bind parameters).
    for (const login of ['authenticator', role]) {
      await db.query(
        `alter role "${login}" with login password '${rolePassword(login, options.jwtSecret)}'`,
      );
    }
  }

  const migrationsDir = path.join(options.supabaseDir, 'migrations');
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];
  const done = new Set(
    (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const file of files) {
    // Recorded as the CLI records it: the timestamp as version, the rest as name (a data folder
    // of an older stack holds whole file names).
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    const name = rest.join('_');
    if (done.has(version!) || done.has(file.replace(/\.sql$/, ''))) continue;
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    try {
      await db.tx(async (q) => {
        await runAsPostgres(q, role, sql);
        await q.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, name],
        );
      });
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file);
    options.log(`applied migration ${file}`);
  }

  const seedFiles = seedFilesOf(options.supabaseDir, options.seedPaths ?? ['./seed.sql']);
  const seeded = isNew && options.seed !== false && seedFiles.length > 0;
  if (seeded) {
    for (const file of seedFiles) {
      const name = path.relative(options.supabaseDir, file);
      try {
        await db.tx((q) => runAsPostgres(q, role, readFileSync(file, 'utf8')));
      } catch (error) {
        throw new Error(`${name} failed: ${(error as Error).message}`, { cause: error });
      }
      options.log(`applied ${name}`);
    }
  }

  // [storage.buckets.*] of config.toml, as `supabase start` seeds them.
  for (const [name, bucket] of Object.entries(options.buckets ?? {})) {
    await db.tx(
      (q) =>
        q.query(
          `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
           values ($1, $1, $2, $3, $4)
           on conflict (id) do update set public = excluded.public,
             file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types,
             updated_at = now()`,
          [name, bucket.public, bucket.fileSizeLimit, bucket.allowedMimeTypes],
        ),
      { role: 'supabase_storage_admin' },
    );
  }
  return { isNew, applied, seeded, migratorRole: role };
}
