// Brings a database to the project's schema: our bootstrap (what hosted Supabase provides), then
// supabase/migrations/*.sql in filename order (each once, in its own transaction), then
// supabase/seed.sql when the database is new.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { authenticatorPassword, type Database } from './db.ts';
import { packageDir } from './paths.ts';

export interface MigrateOptions {
  supabaseDir: string;
  jwtSecret: string;
  log: (line: string) => void;
}

export interface MigrateResult {
  isNew: boolean;
  applied: string[];
  seeded: boolean;
}

export async function migrate(db: Database, options: MigrateOptions): Promise<MigrateResult> {
  const [probe] = await db.query<{ exists: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as exists",
  );
  const isNew = !probe?.exists;

  await db.tx((q) => q.query(readFileSync(path.join(packageDir, 'sql/bootstrap.sql'), 'utf8')));
  if (db.kind === 'postgres') {
    // Hex digest: safe to inline (ALTER ROLE takes no bind parameters).
    await db.query(
      `alter role authenticator with login password '${authenticatorPassword(options.jwtSecret)}'`,
    );
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
    const version = file.replace(/\.sql$/, '');
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(migrationsDir, file), 'utf8');
    try {
      await db.tx(async (q) => {
        await q.query(sql);
        await q.query(
          'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
          [version, file],
        );
      });
    } catch (error) {
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(file);
    options.log(`applied migration ${file}`);
  }

  const seedFile = path.join(options.supabaseDir, 'seed.sql');
  const seeded = isNew && existsSync(seedFile);
  if (seeded) {
    try {
      await db.tx((q) => q.query(readFileSync(seedFile, 'utf8')));
    } catch (error) {
      throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error });
    }
    options.log('applied seed.sql');
  }
  return { isNew, applied, seeded };
}
