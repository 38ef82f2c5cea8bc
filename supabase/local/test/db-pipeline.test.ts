// The database pipeline (.github/workflows/database.yml) run here as CI runs it: its check job's
// step against a throwaway database (the PostgreSQL server of DATABASE_URL, as CI's service
// container, else PGlite), and its deploy job's dry run against this run's stack as the
// database to deploy to. The project folder is a copy with one more migration, as a pull
// request adding one would have it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbUrl } from './helpers';

const repoRoot = path.resolve(__dirname, '../../..');
const NEW_MIGRATION = '20261126050001_pipeline_probe';
// Every function folder (not _shared), in the order the pipeline names them.
const FUNCTIONS = readdirSync(path.join(repoRoot, 'supabase/functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .sort()
  .join(', ');

let project: string;
beforeEach(() => {
  project = path.join(mkdtempSync(path.join(os.tmpdir(), 'norsecraft-db-pipeline-')), 'supabase');
  for (const part of ['config.toml', 'seed.sql', 'seeds', 'migrations', 'functions']) {
    cpSync(path.join(repoRoot, 'supabase', part), path.join(project, part), { recursive: true });
  }
});
afterEach(() => rmSync(path.dirname(project), { recursive: true, force: true }));

const pipeline = (...args: string[]) => {
  const result = spawnSync(
    process.execPath,
    ['scripts/db-pipeline.mjs', ...args, '--supabase-dir', project],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
};

const addMigration = (sql: string) =>
  writeFileSync(path.join(project, 'migrations', `${NEW_MIGRATION}.sql`), sql);

describe('the database pipeline, dry run', () => {
  it('check: every migration, the new one too, applies to a fresh database; the types are current', () => {
    // Not in the API's schema, so the generated types stay as they are.
    addMigration('create schema pipeline_probe;\n');
    const { status, output } = pipeline('check');
    expect(output).toMatch(/applying \d+ migrations and the seed to a fresh/);
    expect(output).toContain('migrations and seed applied');
    expect(output).toContain('database.generated.ts is up to date');
    expect(output).toContain(`functions to deploy: ${FUNCTIONS}`);
    expect(status).toBe(0);
  }, 300_000);

  it('check: a migration a fresh database refuses fails the pipeline, naming it', () => {
    addMigration('alter table public.no_such_table add column x int;\n');
    const { status, output } = pipeline('check');
    expect(output).toContain('the migrations do not apply to a fresh database');
    expect(output).toContain(`migration ${NEW_MIGRATION}.sql failed`);
    expect(status).toBe(1);
  }, 300_000);

  it('plan: the deploy would push only the migration the database lacks, and the functions', () => {
    addMigration('create schema pipeline_probe;\n');
    const { status, output } = pipeline('plan', '--db-url', dbUrl());
    expect(output).toContain(`supabase db push would apply 1: ${NEW_MIGRATION}`);
    expect(output).toContain(`supabase functions deploy would upload: ${FUNCTIONS}`);
    expect(status).toBe(0);
  });
});
