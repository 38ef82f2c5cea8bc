import { siteSettingsSource } from './site-settings';

const ENV = { supabaseUrl: 'https://db.example', supabaseAnonKey: 'anon' };
const row = {
  server_address: 'play.example.org',
  chat_invite_url: 'https://discord.gg/x',
  chat_guild_id: '12345678901234567',
  map_url: 'https://map.example.org',
  wiki_url: 'https://wiki.example.org',
  store_url: '',
  membership_url: 'https://m.example.org',
  support_email: 'help@example.org',
};

function setup() {
  let clock = 0;
  let answer: () => Response = () => new Response(JSON.stringify([row]));
  const urls: string[] = [];
  const events: Record<string, unknown>[] = [];
  const source = siteSettingsSource({
    runtimeEnv: ENV,
    ttlMs: 1000,
    log: (event) => events.push(event),
    now: () => clock,
    fetchImpl: async (url) => {
      urls.push(String(url));
      return answer();
    },
  });
  return {
    source,
    urls,
    events,
    advance: (ms: number) => (clock += ms),
    answer: (next: () => Response) => (answer = next),
  };
}

it('reads the settings as a visitor would, and a new version when they change', async () => {
  const s = setup();
  const first = await s.source.current();
  expect(first.settings).toEqual(row);
  expect(s.urls[0]).toBe(
    'https://db.example/rest/v1/site_settings?select=server_address,chat_invite_url,chat_guild_id,map_url,wiki_url,store_url,membership_url,support_email&lang=eq.en',
  );
  s.answer(() => new Response(JSON.stringify([{ ...row, store_url: 'https://s.example.org' }])));
  s.advance(1000);
  // The held copy is served while the check runs; the next request gets the new one.
  expect((await s.source.current()).version).toBe(first.version);
  await new Promise((resolve) => setImmediate(resolve));
  const next = await s.source.current();
  expect(next.settings?.store_url).toBe('https://s.example.org');
  expect(next.version).not.toBe(first.version);
});

it('keeps the last good settings while the database fails, and logs it once a check', async () => {
  const s = setup();
  await s.source.current();
  s.answer(() => new Response('down', { status: 503 }));
  s.advance(1000);
  await s.source.current();
  await new Promise((resolve) => setImmediate(resolve));
  expect((await s.source.current()).settings).toEqual(row);
  expect(s.events).toContainEqual(expect.objectContaining({ event: 'source-failed' }));
});

it('answers the defaults for a database without settings, or a host without one', async () => {
  const s = setup();
  s.answer(() => new Response('[]'));
  expect((await s.source.current()).settings).toBeNull();
  const none = siteSettingsSource({ runtimeEnv: null, ttlMs: 1000, log: () => {} });
  expect(await none.current()).toEqual({ settings: null, version: 'defaults' });
});
