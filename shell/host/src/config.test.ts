import { ConfigError, readConfig } from './config';

const base = {
  NORSECRAFT_SITE_URL: 'https://norsecraft.example/',
  NORSECRAFT_RELEASES: '/srv/releases',
};

describe('readConfig', () => {
  it('refuses to start without the public site URL or the releases', () => {
    expect(() => readConfig({ NORSECRAFT_RELEASES: '/srv/releases' })).toThrow(
      /NORSECRAFT_SITE_URL is required/,
    );
    expect(() => readConfig({ NORSECRAFT_SITE_URL: 'https://x.example' })).toThrow(
      /NORSECRAFT_RELEASES is required/,
    );
    expect(() => readConfig({ ...base, NORSECRAFT_SITE_URL: 'norsecraft.example' })).toThrow(
      ConfigError,
    );
  });

  it('reads a release directory or a bucket, with defaults for the rest', () => {
    expect(readConfig(base)).toMatchObject({
      siteUrl: 'https://norsecraft.example',
      releases: { kind: 'dir', path: '/srv/releases' },
      port: 3000,
      budgetMs: 1000,
      trustProxyHops: 0,
      runtimeEnv: null,
      candidate: null,
    });
    const bucket = 'https://ref.supabase.co/storage/v1/object/public/site-releases/';
    expect(readConfig({ ...base, NORSECRAFT_RELEASES: bucket }).releases).toEqual({
      kind: 'storage',
      bucketUrl: bucket,
    });
  });

  it('reads the remotes’ URLs as one prefix or one per remote', () => {
    expect(
      readConfig({ ...base, NORSECRAFT_REMOTE_URLS: 'https://cdn.example/r' }).remoteUrls,
    ).toEqual({
      prefix: 'https://cdn.example/r/',
    });
    expect(
      readConfig({ ...base, NORSECRAFT_REMOTE_URLS: '{"mfe_info":"http://localhost:3001/"}' })
        .remoteUrls,
    ).toEqual({ mfe_info: 'http://localhost:3001/' });
    expect(() => readConfig({ ...base, NORSECRAFT_REMOTE_URLS: '{nope' })).toThrow(ConfigError);
  });

  it('refuses numbers that are not, and a Supabase URL without its key', () => {
    expect(() => readConfig({ ...base, RENDER_BUDGET_MS: 'soon' })).toThrow(/RENDER_BUDGET_MS/);
    expect(() => readConfig({ ...base, RENDER_WORKERS: '0' })).toThrow(/RENDER_WORKERS/);
    expect(() => readConfig({ ...base, PUBLIC_SUPABASE_URL: 'https://x.supabase.co' })).toThrow(
      /go together/,
    );
    expect(readConfig({ ...base, TRUST_PROXY: '1', RENDER_BUDGET_MS: '250' })).toMatchObject({
      trustProxyHops: 1,
      budgetMs: 250,
    });
  });

  it('reads TRUST_PROXY as the number of proxies in front', () => {
    expect(readConfig({ ...base, TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(readConfig({ ...base, TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(readConfig({ ...base, TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(() => readConfig({ ...base, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
