/* global AbortSignal */
// What `pnpm deploy:production` checks before it changes anything, in order: each check answers
// null (present) or the sentence that tells the owner what to do. Everything it reads is in the
// environment, the repository, the project (through the pinned CLI) and its Storage API.
import { Buffer } from 'node:buffer';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../apps.mjs';
import { configDiff, PINNED_SUPABASE_CLI } from './supabase-cli.mjs';

/** What the production config (supabase/config.toml [remotes.production]) and the steps read. */
export const PRODUCTION_ENV = {
  NORSECRAFT_SITE_URL: "the site's public origin, e.g. https://norsecraft.net",
  SUPABASE_URL: "the project's URL, https://<ref>.supabase.co",
  SUPABASE_ANON_KEY: "the project's anon key",
  SUPABASE_SERVICE_ROLE_KEY: "the project's service_role key (releases to Storage)",
  AUTH_SMTP_HOST: "your SMTP server's host name",
  AUTH_SMTP_USER: "your SMTP server's user",
  AUTH_SMTP_PASS: "your SMTP server's password",
  AUTH_SMTP_SENDER: 'the address auth mails come from, e.g. no-reply@norsecraft.net',
  AUTH_CAPTCHA_SECRET: "your Cloudflare Turnstile widget's secret key",
};

/** Function secrets the functions read on the project (`supabase secrets set NAME=…`). */
export const FUNCTION_SECRETS = {
  GAME_BRIDGE_KEY: "the game bridge's key, e.g. `openssl rand -base64 32`",
  GAME_SERVER_ADDRESS: "the game server's host[:port], for server-status",
  MAIL_API_URL: 'a mail API taking Resend’s POST /emails, e.g. https://api.resend.com/emails',
  MAIL_API_KEY: "that mail API's key",
  MAIL_FROM: 'the sender of the winners’ mail, e.g. "Norsecraft <auctions@norsecraft.net>"',
  SITE_URL: "the site's public origin, e.g. https://norsecraft.net (the winners' mail links to it)",
};

/** The bucket the releases go to, and the migration that creates it. */
export const RELEASE_BUCKET_MIGRATION = '20261123020100_site_releases_storage';

const readLinkedRef = () => {
  const file = path.join(repoRoot, 'supabase/.temp/project-ref');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
};

/** The role a key acts as: a legacy JWT's `role` claim, or what a new key's prefix says. */
export function keyRole(key = '') {
  if (key.startsWith('sb_secret_')) return 'service_role';
  if (key.startsWith('sb_publishable_')) return 'anon';
  try {
    return JSON.parse(Buffer.from(key.split('.')[1], 'base64url').toString('utf8')).role ?? null;
  } catch {
    return null;
  }
}

/** The migrations a push would apply, from `supabase db push --dry-run`'s list. */
export function pendingMigrations(output) {
  return [...output.matchAll(/(\d{14}_[\w-]+)\.sql/g)].map((match) => match[1]);
}

/**
 * The checks, in order. `ctx` collects what later checks and the steps need (ref, diff, pending
 * migrations, the database flags for the CLI).
 * @param {{ env: NodeJS.ProcessEnv, cli: typeof import('./supabase-cli.mjs').supabaseCli,
 *   dbUrl?: string, fetch?: typeof fetch }} options
 */
export function prerequisites({ env, cli, dbUrl, fetch = globalThis.fetch }) {
  const ctx = {
    ref: '',
    diff: null,
    pending: [],
    dbFlags: dbUrl ? ['--db-url', dbUrl] : ['--linked'],
  };
  const bucket = env.RELEASE_BUCKET || 'site-releases';
  const checks = [
    {
      name: `the Supabase CLI ${PINNED_SUPABASE_CLI}`,
      async check() {
        const run = await cli(['--version'], { env });
        const found = run.stdout.trim();
        if (found === PINNED_SUPABASE_CLI) return null;
        return `the Supabase CLI ${PINNED_SUPABASE_CLI} is needed (${found ? `found ${found}` : 'none runs here'}): run \`pnpm install\`, which installs it (\`pnpm exec supabase\`)`;
      },
    },
    {
      name: 'logged in to Supabase',
      async check() {
        const home = env.HOME || os.homedir();
        if (env.SUPABASE_ACCESS_TOKEN || existsSync(path.join(home, '.supabase/access-token')))
          return null;
        return 'log in to Supabase: `pnpm exec supabase login`, or set SUPABASE_ACCESS_TOKEN to a token from Dashboard → Account → Access Tokens';
      },
    },
    {
      name: 'a linked project',
      async check() {
        ctx.ref = env.SUPABASE_PROJECT_REF || readLinkedRef();
        if (/^[a-z]{20}$/.test(ctx.ref)) return null;
        return 'link the project: `pnpm exec supabase link --project-ref <ref>` (its ref: Dashboard → Project Settings → General), or set SUPABASE_PROJECT_REF';
      },
    },
    {
      name: 'every variable the production settings and the steps read',
      async check() {
        const missing = Object.keys(PRODUCTION_ENV).filter((name) => !env[name]);
        if (missing.length === 0) return null;
        const [first] = missing;
        return `set ${first} (${PRODUCTION_ENV[first]})${missing.length > 1 ? `; also missing: ${missing.slice(1).join(', ')}` : ''}`;
      },
    },
    {
      name: 'the service_role key',
      async check() {
        return keyRole(env.SUPABASE_SERVICE_ROLE_KEY) === 'service_role'
          ? null
          : 'SUPABASE_SERVICE_ROLE_KEY is not a service_role key (Dashboard → Project Settings → API keys: the secret key, not the anon or publishable one)';
      },
    },
    {
      name: 'supabase/config.toml has the production settings for the linked project',
      async check() {
        try {
          ctx.diff = await configDiff(ctx.ref, { env });
        } catch (error) {
          return `the project ${ctx.ref} cannot be read: ${error.message}`;
        }
        if (ctx.diff.scope === '[remotes.production]') {
          const unset = [...ctx.diff.changes.values()]
            .flat()
            .map((value) => (typeof value === 'string' ? /^env\((\w+)\)$/.exec(value)?.[1] : null))
            .filter(Boolean);
          return unset.length ? `set ${unset[0]} (supabase/config.toml reads it)` : null;
        }
        return `supabase/config.toml's [remotes.production] project_id is not the linked project: set it to "${ctx.ref}" and commit it (else \`supabase config push\` would send the local development settings)`;
      },
    },
    {
      name: 'the function secrets',
      async check() {
        const run = await cli(['secrets', 'list', '--project-ref', ctx.ref, '-o', 'json'], { env });
        if (run.status !== 0) {
          return `the project's function secrets cannot be read: ${(run.stderr || run.stdout).trim()}`;
        }
        const present = new Set(JSON.parse(run.stdout).map((secret) => secret.name));
        const missing = Object.keys(FUNCTION_SECRETS).find((name) => !present.has(name));
        if (!missing) return null;
        return `set the function secret ${missing} (${FUNCTION_SECRETS[missing]}): \`pnpm exec supabase secrets set ${missing}=…\``;
      },
    },
    {
      name: 'the migrations the push would apply',
      async check() {
        const run = await cli(['db', 'push', '--dry-run', ...ctx.dbFlags], { env });
        if (run.status !== 0) {
          return `the database cannot be reached: ${(run.stderr || run.stdout).trim().split('\n').at(-2) ?? 'supabase db push --dry-run failed'}`;
        }
        ctx.pending = pendingMigrations(run.stderr + run.stdout);
        return null;
      },
    },
    {
      name: `the Storage bucket ${bucket}`,
      async check() {
        let response;
        try {
          response = await fetch(
            `${env.SUPABASE_URL.replace(/\/$/, '')}/storage/v1/bucket/${bucket}`,
            {
              headers: {
                apikey: env.SUPABASE_SERVICE_ROLE_KEY,
                authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
              },
              signal: AbortSignal.timeout(15_000),
            },
          );
        } catch (error) {
          return `SUPABASE_URL (${env.SUPABASE_URL}) does not answer: ${error.message}`;
        }
        if (response.ok) return null;
        if (response.status === 401 || response.status === 403) {
          return 'SUPABASE_SERVICE_ROLE_KEY is not the service_role key of SUPABASE_URL’s project';
        }
        // A first deployment: the push creates it.
        if (ctx.pending.includes(RELEASE_BUCKET_MIGRATION) && bucket === 'site-releases')
          return null;
        return `the Storage bucket ${bucket} is missing though its migration (${RELEASE_BUCKET_MIGRATION}) was applied: create it again (Dashboard → Storage, public) or name another with RELEASE_BUCKET`;
      },
    },
  ];
  return { ctx, checks };
}
