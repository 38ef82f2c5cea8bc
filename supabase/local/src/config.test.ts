import path from 'node:path';
import {
  ConfigError,
  loadConfig,
  parseConfig,
  parseDuration,
  parseSize,
  withEnvOverrides,
} from './config';

describe('supabase/config.toml', () => {
  it('holds the settings the stack used to hard-code', () => {
    const config = loadConfig(path.resolve(__dirname, '../../config.toml'), {});
    expect(config.api).toMatchObject({ port: 54321, maxRows: 1000 });
    expect(config.db.port).toBe(54322);
    expect(config.storage.fileSizeLimit).toBe(50 * 1024 * 1024);
    expect(config.auth).toMatchObject({
      siteUrl: 'http://localhost:3000',
      jwtExpiry: 3600,
      refreshTokenReuseInterval: 10,
      minimumPasswordLength: 6,
      requiredCharacters: [
        'abcdefghijklmnopqrstuvwxyz',
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
        '0123456789',
      ],
    });
    expect(config.auth.email).toMatchObject({
      doubleConfirmChanges: true,
      // Hosted's default: a sign-up confirms its address by the mailed link (issue 41, item 5).
      enableConfirmations: true,
      maxFrequencySeconds: 60,
    });
    expect(config.functions['auction-bid-notify']).toEqual({ verifyJwt: true });
  });

  it("gives the CLI's defaults for what a file leaves out", () => {
    const config = parseConfig('');
    expect(config.api.port).toBe(54321);
    expect(config.auth.requiredCharacters).toEqual([]);
    expect(config.auth.email.maxFrequencySeconds).toBe(1);
    expect(config.auth.rateLimit).toEqual({
      emailSent: 2,
      tokenRefresh: 150,
      signInSignUps: 30,
      tokenVerifications: 30,
      anonymousUsers: 30,
    });
  });

  it('reads buckets as `supabase start` seeds them', () => {
    const config = parseConfig(
      '[storage.buckets.images]\npublic = true\nfile_size_limit = "5MB"\nallowed_mime_types = ["image/png"]\n',
    );
    expect(config.storage.buckets).toEqual({
      images: { public: true, fileSizeLimit: 5_000_000, allowedMimeTypes: ['image/png'] },
    });
  });

  it('refuses malformed TOML, wrong types, unknown values and unsupported features', () => {
    expect(() => parseConfig('[auth\nsite_url = 1')).toThrow(ConfigError);
    expect(() => parseConfig('[auth]\njwt_expiry = "soon"')).toThrow('auth.jwt_expiry');
    expect(() => parseConfig('[auth]\npassword_requirements = "strong"')).toThrow('strong');
    expect(() => parseConfig('[auth]\nminimum_password_length = 4')).toThrow('at least 6');
    expect(() => parseConfig('[auth]\nenable_anonymous_sign_ins = true')).toThrow('not supported');
  });
});

describe('environment overrides (the CLI: env > config.toml)', () => {
  it('takes site_url and additional_redirect_urls from SUPABASE_AUTH_*', () => {
    const config = withEnvOverrides(parseConfig('[auth]\nsite_url = "http://localhost:3000"'), {
      SUPABASE_AUTH_SITE_URL: 'http://127.0.0.1:40123',
      SUPABASE_AUTH_ADDITIONAL_REDIRECT_URLS: 'http://127.0.0.1:40124/**, https://a.example',
    });
    expect(config.auth.siteUrl).toBe('http://127.0.0.1:40123');
    expect(config.auth.additionalRedirectUrls).toEqual([
      'http://127.0.0.1:40124/**',
      'https://a.example',
    ]);
    expect(withEnvOverrides(config, {}).auth.siteUrl).toBe('http://127.0.0.1:40123');
  });
});

describe('sizes and durations', () => {
  it('reads the units the CLI accepts', () => {
    expect(parseSize('50MiB', 'x')).toBe(52_428_800);
    expect(parseSize('500KB', 'x')).toBe(500_000);
    expect(parseSize(1024, 'x')).toBe(1024);
    expect(() => parseSize('lots', 'x')).toThrow(ConfigError);
    expect(parseDuration('60s', 'x')).toBe(60);
    expect(parseDuration('1m30s', 'x')).toBe(90);
    expect(() => parseDuration('60', 'x')).toThrow(ConfigError);
  });
});
