// supabase/config.toml — the Supabase CLI's project file — read with a real TOML parser. Only
// the keys the local stack acts on are picked out; missing ones get the CLI's defaults.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { captchaConfig, captchaFromToml, type CaptchaConfig } from './captcha-config.ts';
import { ConfigError } from './config-error.ts';

export type PasswordRequirements =
  '' | 'letters_digits' | 'lower_upper_letters_digits' | 'lower_upper_letters_digits_symbols';

export interface BucketConfig {
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

export interface StackConfig {
  api: { port: number; schemas: string[]; extraSearchPath: string[]; maxRows: number };
  /** `[db.seed] sql_paths`, relative to supabase/ (a `*` in a file name matches, sorted). */
  db: { port: number; seedPaths: string[] };
  storage: { fileSizeLimit: number; buckets: Record<string, BucketConfig> };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    enableRefreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    enableSignup: boolean;
    enableAnonymousSignIns: boolean;
    enableManualLinking: boolean;
    minimumPasswordLength: number;
    /** GoTrue's required character sets: each must contribute one character. */
    requiredCharacters: string[];
    rateLimit: {
      emailSent: number;
      tokenRefresh: number;
      signInSignUps: number;
      tokenVerifications: number;
      anonymousUsers: number;
    };
    email: {
      enableSignup: boolean;
      doubleConfirmChanges: boolean;
      enableConfirmations: boolean;
      maxFrequencySeconds: number;
      otpLength: number;
      otpExpiry: number;
    };
    smsSignup: boolean;
    mfaTotpEnroll: boolean;
    /** [auth.captcha]: GoTrue checks a token on sign-up, sign-in, recovery, resend and OTP. */
    captcha: CaptchaConfig;
  };
  /** verify_jwt per function name (default true). */
  functions: Record<string, { verifyJwt: boolean }>;
}

export { ConfigError };

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = `!@#$%^&*()_+-=[]{};'\\:"|<>?,./\`~`;

/** The character sets the CLI hands GoTrue for each `password_requirements` value. */
export function requiredCharacterSets(value: PasswordRequirements): string[] {
  switch (value) {
    case '':
      return [];
    case 'letters_digits':
      return [LOWER + UPPER, DIGITS];
    case 'lower_upper_letters_digits':
      return [LOWER, UPPER, DIGITS];
    case 'lower_upper_letters_digits_symbols':
      return [LOWER, UPPER, DIGITS, SYMBOLS];
  }
}

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** "50MiB", "5MB", "500KB" or a number of bytes, as the CLI accepts them. */
export function parseSize(value: unknown, key: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^\s*(\d+)\s*([a-zA-Z]*)\s*$/.exec(value) : null;
  const unit = SIZE_UNITS[(match?.[2] || 'b').toLowerCase()];
  if (!match || unit === undefined) throw new ConfigError(`${key}: not a size: ${String(value)}`);
  return Number(match[1]) * unit;
}

const DURATION_UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/** Go duration strings ("60s", "1m", "1m30s") in seconds. */
export function parseDuration(value: unknown, key: string): number {
  if (typeof value !== 'string' || !/^(\d+(ms|s|m|h))+$/.test(value)) {
    throw new ConfigError(`${key}: not a duration such as "60s": ${String(value)}`);
  }
  let seconds = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+)(ms|s|m|h)/g)) {
    seconds += Number(amount) * DURATION_UNITS[unit!]!;
  }
  return seconds;
}

type Table = Record<string, unknown>;

function table(parent: Table, key: string, path: string): Table {
  const value = parent[key];
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(`${path}${key} must be a table`);
  }
  return value as Table;
}

function pick<T>(
  parent: Table,
  key: string,
  path: string,
  fallback: T,
  check: (v: unknown) => boolean,
): T {
  const value = parent[key];
  if (value === undefined) return fallback;
  if (!check(value)) throw new ConfigError(`${path}${key} has the wrong type: ${String(value)}`);
  return value as T;
}

const isInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isBool = (v: unknown) => typeof v === 'boolean';
const isString = (v: unknown) => typeof v === 'string';
const isStrings = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === 'string');

export function parseConfig(text: string): StackConfig {
  let root: Table;
  try {
    root = parse(text) as Table;
  } catch (error) {
    throw new ConfigError(`config.toml does not parse: ${(error as Error).message}`);
  }
  const api = table(root, 'api', '');
  const db = table(root, 'db', '');
  const seed = table(db, 'seed', 'db.');
  const storage = table(root, 'storage', '');
  const auth = table(root, 'auth', '');
  const rate = table(auth, 'rate_limit', 'auth.');
  const email = table(auth, 'email', 'auth.');
  const sms = table(auth, 'sms', 'auth.');
  const totp = table(table(auth, 'mfa', 'auth.'), 'totp', 'auth.mfa.');

  const requirements = pick<string>(auth, 'password_requirements', 'auth.', '', isString);
  if (
    ![
      '',
      'letters_digits',
      'lower_upper_letters_digits',
      'lower_upper_letters_digits_symbols',
    ].includes(requirements)
  ) {
    throw new ConfigError(`auth.password_requirements: unknown value "${requirements}"`);
  }
  const minimumPasswordLength = pick(auth, 'minimum_password_length', 'auth.', 6, isInt);
  if (minimumPasswordLength < 6) {
    throw new ConfigError('auth.minimum_password_length must be at least 6');
  }

  // A feature whose flows the local auth does not implement: refuse rather than pretend.
  if (auth.enable_anonymous_sign_ins === true) {
    throw new ConfigError('enable_anonymous_sign_ins = true is not supported by the local stack');
  }

  const buckets: Record<string, BucketConfig> = {};
  for (const [name, value] of Object.entries(table(storage, 'buckets', 'storage.'))) {
    const bucket = table({ [name]: value }, name, 'storage.buckets.');
    const path = `storage.buckets.${name}.`;
    buckets[name] = {
      public: pick(bucket, 'public', path, false, isBool),
      fileSizeLimit:
        bucket.file_size_limit === undefined
          ? null
          : parseSize(bucket.file_size_limit, `${path}file_size_limit`),
      allowedMimeTypes: pick<string[] | null>(bucket, 'allowed_mime_types', path, null, isStrings),
    };
  }

  const functions: StackConfig['functions'] = {};
  for (const [name, value] of Object.entries(table(root, 'functions', ''))) {
    const fn = table({ [name]: value }, name, 'functions.');
    functions[name] = { verifyJwt: pick(fn, 'verify_jwt', `functions.${name}.`, true, isBool) };
  }

  return {
    api: {
      port: pick(api, 'port', 'api.', 54321, isInt),
      schemas: pick(api, 'schemas', 'api.', ['public', 'graphql_public'], isStrings),
      extraSearchPath: pick(api, 'extra_search_path', 'api.', ['public', 'extensions'], isStrings),
      maxRows: pick(api, 'max_rows', 'api.', 1000, isInt),
    },
    db: {
      port: pick(db, 'port', 'db.', 54322, isInt),
      seedPaths: pick(seed, 'enabled', 'db.seed.', true, isBool)
        ? pick(seed, 'sql_paths', 'db.seed.', ['./seed.sql'], isStrings)
        : [],
    },
    storage: {
      fileSizeLimit: parseSize(storage.file_size_limit ?? '50MiB', 'storage.file_size_limit'),
      buckets,
    },
    auth: {
      siteUrl: pick(auth, 'site_url', 'auth.', 'http://127.0.0.1:3000', isString),
      additionalRedirectUrls: pick(auth, 'additional_redirect_urls', 'auth.', [], isStrings),
      jwtExpiry: pick(auth, 'jwt_expiry', 'auth.', 3600, isInt),
      enableRefreshTokenRotation: pick(
        auth,
        'enable_refresh_token_rotation',
        'auth.',
        true,
        isBool,
      ),
      refreshTokenReuseInterval: pick(auth, 'refresh_token_reuse_interval', 'auth.', 10, isInt),
      enableSignup: pick(auth, 'enable_signup', 'auth.', true, isBool),
      enableAnonymousSignIns: pick(auth, 'enable_anonymous_sign_ins', 'auth.', false, isBool),
      enableManualLinking: pick(auth, 'enable_manual_linking', 'auth.', false, isBool),
      minimumPasswordLength,
      requiredCharacters: requiredCharacterSets(requirements as PasswordRequirements),
      rateLimit: {
        emailSent: pick(rate, 'email_sent', 'auth.rate_limit.', 2, isInt),
        tokenRefresh: pick(rate, 'token_refresh', 'auth.rate_limit.', 150, isInt),
        signInSignUps: pick(rate, 'sign_in_sign_ups', 'auth.rate_limit.', 30, isInt),
        tokenVerifications: pick(rate, 'token_verifications', 'auth.rate_limit.', 30, isInt),
        anonymousUsers: pick(rate, 'anonymous_users', 'auth.rate_limit.', 30, isInt),
      },
      email: {
        enableSignup: pick(email, 'enable_signup', 'auth.email.', true, isBool),
        doubleConfirmChanges: pick(email, 'double_confirm_changes', 'auth.email.', true, isBool),
        enableConfirmations: pick(email, 'enable_confirmations', 'auth.email.', false, isBool),
        maxFrequencySeconds: parseDuration(email.max_frequency ?? '1s', 'auth.email.max_frequency'),
        otpLength: pick(email, 'otp_length', 'auth.email.', 6, isInt),
        otpExpiry: pick(email, 'otp_expiry', 'auth.email.', 3600, isInt),
      },
      smsSignup: pick(sms, 'enable_signup', 'auth.sms.', false, isBool),
      mfaTotpEnroll: pick(totp, 'enroll_enabled', 'auth.mfa.totp.', false, isBool),
      captcha: captchaFromToml(table(auth, 'captcha', 'auth.')),
    },
    functions,
  };
}

/**
 * The CLI resolves settings as env > config.toml: SUPABASE_AUTH_SITE_URL and
 * SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS (comma-separated) name where the site runs, so a harness
 * serving it on a free port allows exactly that URL instead of a looser redirect check.
 */
export function withEnvOverrides(config: StackConfig, env: NodeJS.ProcessEnv): StackConfig {
  const siteUrl = env.SUPABASE_AUTH_SITE_URL;
  const redirectUrls = env.SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS;
  const { captcha } = config.auth;
  const captchaOn = env.SUPABASE_AUTH_CAPTCHA_ENABLED;
  return {
    ...config,
    auth: {
      ...config.auth,
      // SUPABASE_AUTH_CAPTCHA_ENABLED, _PROVIDER, _SECRET: a stack with CAPTCHA on (tests).
      captcha: captchaConfig(
        captchaOn ? captchaOn === 'true' : captcha.enabled,
        env.SUPABASE_AUTH_CAPTCHA_PROVIDER || captcha.provider,
        env.SUPABASE_AUTH_CAPTCHA_SECRET || captcha.secret,
      ),
      siteUrl: siteUrl || config.auth.siteUrl,
      additionalRedirectUrls: redirectUrls
        ? redirectUrls
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean)
        : config.auth.additionalRedirectUrls,
    },
  };
}

export function loadConfig(file: string, env: NodeJS.ProcessEnv = process.env): StackConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return withEnvOverrides(parseConfig(text), env);
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError(`${file}: ${error.message}`);
    throw error;
  }
}
