// The production settings as the pinned Supabase CLI itself reads supabase/config.toml: for the
// project named in [remotes.production], `supabase config diff` against a fresh project lists
// what `supabase config push` would set there (the Management API is a stand-in on loopback).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../apps.mjs';
import { startManagementApiStub } from './management-api-stub.mjs';
import { configDiff, PINNED_SUPABASE_CLI, supabaseCli } from './supabase-cli.mjs';

const PRODUCTION_REF = 'abcdefghijklmnopqrst';
let api;
let env;

beforeAll(async () => {
  api = await startManagementApiStub({ ref: PRODUCTION_REF });
  env = {
    PATH: process.env.PATH,
    HOME: mkdtempSync(path.join(os.tmpdir(), 'supabase-home-')),
    SUPABASE_PROFILE: api.profile,
    SUPABASE_ACCESS_TOKEN: `sbp_${'0'.repeat(40)}`,
    NORSECRAFT_SITE_URL: 'https://norsecraft.example',
    AUTH_SMTP_HOST: 'smtp.mail.example',
    AUTH_SMTP_USER: 'norsecraft',
    AUTH_SMTP_PASS: 'smtp-password',
    AUTH_SMTP_SENDER: 'no-reply@norsecraft.example',
    AUTH_CAPTCHA_SECRET: 'turnstile-secret',
  };
});

afterAll(() => api?.close());

it('the CLI in node_modules is the pinned one, the one CI deploys with', async () => {
  const run = await supabaseCli(['--version'], { env });
  expect(run.stdout.trim()).toBe(PINNED_SUPABASE_CLI);
  const workflow = readFileSync(path.join(repoRoot, '.github/workflows/database.yml'), 'utf8');
  expect(/SUPABASE_CLI_VERSION: (\S+)/.exec(workflow)?.[1]).toBe(PINNED_SUPABASE_CLI);
});

describe('the production project', () => {
  let diff;
  beforeAll(async () => {
    diff = await configDiff(PRODUCTION_REF, { env });
  }, 60_000);

  it('reads [remotes.production] over the local settings', () => {
    expect(diff.scope).toBe('[remotes.production]');
  });

  it('confirms e-mail addresses and sends mail through the SMTP server of the environment', () => {
    expect(diff.changes.get('auth.email.enable_confirmations')).toBe(true);
    expect(diff.changes.get('auth.email.double_confirm_changes')).toBe(true);
    expect(diff.changes.get('auth.email.smtp.enabled')).toBe(true);
    expect(diff.changes.get('auth.email.smtp.host')).toBe('smtp.mail.example');
    expect(diff.changes.get('auth.email.smtp.port')).toBe(587);
    expect(diff.changes.get('auth.email.smtp.user')).toBe('norsecraft');
    expect(diff.changes.get('auth.email.smtp.admin_email')).toBe('no-reply@norsecraft.example');
    // Credentials are compared by the API's hash: the CLI names them instead of showing them.
    expect(diff.masked).toEqual(
      expect.arrayContaining(['auth.email.smtp.pass', 'auth.captcha.secret']),
    );
  });

  it('turns CAPTCHA on (Turnstile)', () => {
    expect(diff.changes.get('auth.captcha.enabled')).toBe(true);
    expect(diff.changes.get('auth.captcha.provider')).toBe('turnstile');
  });

  it('limits mail and sign-ups', () => {
    expect(diff.changes.get('auth.rate_limit.email_sent')).toBe(60);
    expect(diff.changes.get('auth.email.max_frequency')).toBe('1m0s');
    expect(diff.changes.get('auth.rate_limit.sign_in_sign_ups')).toBe(30);
    expect(diff.changes.get('auth.rate_limit.token_verifications')).toBe(30);
  });

  it("sends mail links to the site's public origin, and keeps the password rules", () => {
    expect(diff.changes.get('auth.site_url')).toBe('https://norsecraft.example');
    expect(diff.changes.get('auth.additional_redirect_urls')).toEqual([]);
    expect(diff.changes.get('auth.minimum_password_length')).toBe(6);
    expect(diff.changes.get('auth.password_requirements')).toBe('lower_upper_letters_digits');
  });
});

it('another project gets the local development settings: the deploy command checks the ref', async () => {
  const diff = await configDiff('zyxwvutsrqponmlkjihg', { env });
  expect(diff.scope).toBe('base config');
  expect(diff.changes.get('auth.site_url')).toBe('http://localhost:3000');
  expect(diff.changes.get('auth.captcha.enabled')).toBe(false);
}, 60_000);
