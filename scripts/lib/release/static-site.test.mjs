import { BUILD_DEFAULT_SUPABASE_URL, staticSiteSupabase } from './static-site.mjs';

describe('staticSiteSupabase: the project a static copy talks to, or a refusal', () => {
  it("the release's environment names it: injected into the pages and named in the CSP", () => {
    const env = {
      NORSECRAFT_SITE_URL: 'https://norsecraft.net',
      PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
      PUBLIC_SUPABASE_ANON_KEY: 'anon',
    };
    expect(staticSiteSupabase(env)).toEqual({
      runtimeEnv: {
        supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co',
        supabaseAnonKey: 'anon',
      },
      supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co',
    });
  });

  it('a copy served on this machine: the local stack the builds fall back to, in its CSP', () => {
    for (const site of [undefined, 'http://localhost:3000', 'http://127.0.0.1:8080']) {
      expect(staticSiteSupabase(site ? { NORSECRAFT_SITE_URL: site } : {})).toEqual({
        runtimeEnv: null,
        supabaseUrl: BUILD_DEFAULT_SUPABASE_URL,
      });
    }
  });

  it('a public origin without a project is refused, saying what to set', () => {
    expect(() => staticSiteSupabase({ NORSECRAFT_SITE_URL: 'https://norsecraft.net' })).toThrow(
      'the static copy for https://norsecraft.net needs the Supabase project its pages talk to: set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY',
    );
  });

  it('half a project is refused', () => {
    expect(() =>
      staticSiteSupabase({ PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' }),
    ).toThrow('PUBLIC_SUPABASE_ANON_KEY is missing');
  });
});
