// `pnpm deploy:production --dry-run` against the local stack (its database, Storage and keys) and
// a stand-in for Supabase's Management API (a host outside this machine): every step listed,
// every check passed, nothing changed; then each prerequisite taken away in turn, and the
// sentence that names it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '../apps.mjs';
import { deployProduction } from './deploy.mjs';
import { startManagementApiStub } from './management-api-stub.mjs';
import { FUNCTION_SECRETS } from './prerequisites.mjs';
import { supabaseCli } from './supabase-cli.mjs';

const REF = 'abcdefghijklmnopqrst';
let api;
let home;

beforeAll(async () => {
  api = await startManagementApiStub({ ref: REF, secrets: Object.keys(FUNCTION_SECRETS) });
  home = mkdtempSync(path.join(os.tmpdir(), 'deploy-home-'));
});

afterAll(() => api?.close());

const dbUrl = () => `${process.env.STACK_DB_URL}?sslmode=disable`;

const fullEnv = () => ({
  PATH: process.env.PATH,
  HOME: home,
  SUPABASE_PROFILE: api.profile,
  SUPABASE_ACCESS_TOKEN: `sbp_${'0'.repeat(40)}`,
  SUPABASE_PROJECT_REF: REF,
  SUPABASE_URL: process.env.STACK_URL,
  SUPABASE_ANON_KEY: process.env.STACK_ANON_KEY,
  SUPABASE_SERVICE_ROLE_KEY: process.env.STACK_SERVICE_ROLE_KEY,
  NORSECRAFT_SITE_URL: 'https://norsecraft.example',
  AUTH_SMTP_HOST: 'smtp.mail.example',
  AUTH_SMTP_USER: 'norsecraft',
  AUTH_SMTP_PASS: 'smtp-password',
  AUTH_SMTP_SENDER: 'no-reply@norsecraft.example',
  AUTH_CAPTCHA_SECRET: 'turnstile-secret',
});

/** A dry run with `env` (and options); its printed lines and its result. */
async function dryRun(env, options = {}) {
  const lines = [];
  const released = [];
  const ok = await deployProduction({
    dryRun: true,
    dbUrl: dbUrl(),
    env,
    log: (line) => lines.push(line),
    release: async (app) => released.push(app.dir),
    ...options,
  });
  expect(released).toEqual([]);
  return { ok, output: lines.join('\n') };
}

it('lists every step, passes every check and changes nothing', async () => {
  const before = api.requests.length;
  const { ok, output } = await dryRun(fullEnv());
  expect(output).toContain('Dry run: nothing changes.');
  for (const step of [
    '1. enable pg_cron and pg_net',
    '2. keep the project URL and anon key in Vault',
    '3. push the migrations',
    '4. schedule settlement',
    '5. push the auth, API and storage settings',
    '6. deploy the Edge Functions',
    '7. release shell to Storage',
  ]) {
    expect(output).toContain(step);
  }
  // The shell first, then every remote.
  const releases = [...output.matchAll(/\d+\. release (\S+) to Storage/g)].map((m) => m[1]);
  expect(releases).toEqual(APPS.map((app) => app.dir));
  expect(output).not.toContain('✗');
  expect(output).toMatch(/✓ the Storage bucket site-releases/);
  expect(output).toContain(`Project ${REF}: 0 migration(s) to push`);
  expect(ok).toBe(true);
  // Read only: nothing but GETs reached the project.
  expect(api.requests.slice(before).every((request) => request.method === 'GET')).toBe(true);
}, 120_000);

describe('each missing prerequisite, in turn, stops it with a sentence', () => {
  it.each([
    [
      'the pinned CLI',
      {
        cli: (args, options) =>
          args[0] === '--version'
            ? Promise.resolve({ status: 0, stdout: '2.100.0\n', stderr: '' })
            : supabaseCli(args, options),
      },
      {},
      'the Supabase CLI 2.117.0 is needed (found 2.100.0): run `pnpm install`',
    ],
    [
      'a login',
      {},
      { SUPABASE_ACCESS_TOKEN: undefined },
      'log in to Supabase: `pnpm exec supabase login`',
    ],
    [
      'a linked project',
      {},
      { SUPABASE_PROJECT_REF: undefined },
      'link the project: `pnpm exec supabase link --project-ref <ref>`',
    ],
    [
      "the production settings' secrets",
      {},
      { AUTH_CAPTCHA_SECRET: undefined },
      "set AUTH_CAPTCHA_SECRET (your Cloudflare Turnstile widget's secret key)",
    ],
    [
      'production settings for the linked project',
      {},
      { SUPABASE_PROJECT_REF: 'zyxwvutsrqponmlkjihg' },
      `supabase/config.toml's [remotes.production] project_id is not the linked project: set it to "zyxwvutsrqponmlkjihg"`,
    ],
    [
      'the Storage bucket',
      {},
      { RELEASE_BUCKET: 'no-such-bucket' },
      'the Storage bucket no-such-bucket is missing though its migration',
    ],
    [
      'a service_role key',
      {},
      { SUPABASE_SERVICE_ROLE_KEY: process.env.STACK_ANON_KEY },
      'SUPABASE_SERVICE_ROLE_KEY is not a service_role key (Dashboard → Project Settings → API keys',
    ],
    [
      'a database that answers',
      { dbUrl: 'postgresql://postgres@127.0.0.1:1/postgres?sslmode=disable' },
      {},
      'the database cannot be reached',
    ],
  ])(
    '%s',
    async (_what, options, envChange, sentence) => {
      const env = { ...fullEnv(), ...envChange };
      for (const [name, value] of Object.entries(envChange))
        if (value === undefined) delete env[name];
      const { ok, output } = await dryRun(env, options);
      expect(ok).toBe(false);
      expect(output).toContain('Stopped before changing anything: ');
      expect(output).toContain(sentence);
    },
    120_000,
  );

  it('a function secret', async () => {
    api.setSecrets(Object.keys(FUNCTION_SECRETS).filter((name) => name !== 'MAIL_FROM'));
    try {
      const { ok, output } = await dryRun(fullEnv());
      expect(ok).toBe(false);
      expect(output).toContain(
        'set the function secret MAIL_FROM (the sender of the winners’ mail',
      );
    } finally {
      api.setSecrets(Object.keys(FUNCTION_SECRETS));
    }
  }, 120_000);
});
