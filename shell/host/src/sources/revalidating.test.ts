import { revalidating } from './revalidating';

function setup({ staleWhileRevalidate = false } = {}) {
  let clock = 0;
  let storageUp = true;
  let version = 1;
  const loads: (string | null)[] = [];
  const events: Record<string, unknown>[] = [];
  const value = revalidating({
    name: 'registry',
    ttlMs: 5000,
    staleWhileRevalidate,
    now: () => clock,
    log: (event) => events.push(event),
    load: async (tag) => {
      loads.push(tag);
      if (!storageUp) throw new Error('connect ECONNREFUSED');
      const etag = `v${version}`;
      return tag === etag ? 'unchanged' : { value: { version }, tag: etag };
    },
  });
  return {
    value,
    loads,
    events,
    advance: (ms: number) => (clock += ms),
    setStorage: (up: boolean) => (storageUp = up),
    release: () => (version += 1),
  };
}

describe('revalidating', () => {
  it('loads once per TTL, sends its validator, and picks up a change', async () => {
    const s = setup();
    expect(await s.value.get()).toEqual({ version: 1 });
    expect(await s.value.get()).toEqual({ version: 1 });
    expect(s.loads).toEqual([null]);
    s.advance(5000);
    expect(await s.value.get()).toEqual({ version: 1 });
    expect(s.loads).toEqual([null, 'v1']);
    s.release();
    s.advance(5000);
    expect(await s.value.get()).toEqual({ version: 2 });
  });

  it('serves the last good value through ten minutes of Storage being down, logging each failed check', async () => {
    const s = setup();
    await s.value.get();
    s.setStorage(false);
    for (let elapsed = 0; elapsed <= 10 * 60_000; elapsed += 1000) {
      s.advance(1000);
      expect(await s.value.get()).toEqual({ version: 1 });
    }
    const failures = s.events.filter((event) => event.event === 'source-failed');
    // One check per TTL, each logged once.
    expect(failures).toHaveLength(120);
    expect(failures[0]).toMatchObject({ name: 'registry', serving: 'last good copy' });
    s.setStorage(true);
    s.release();
    s.advance(5000);
    expect(await s.value.get()).toEqual({ version: 2 });
    expect(s.events.at(-1)).toEqual({ event: 'source-recovered', name: 'registry' });
  });

  it('fails while nothing was ever loaded', async () => {
    const s = setup();
    s.setStorage(false);
    await expect(s.value.get()).rejects.toThrow('ECONNREFUSED');
    expect(s.value.loaded()).toBe(false);
  });

  it('with stale-while-revalidate, answers at once and applies the check for later requests', async () => {
    const s = setup({ staleWhileRevalidate: true });
    await s.value.get();
    s.release();
    s.advance(5000);
    expect(await s.value.get()).toEqual({ version: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(await s.value.get()).toEqual({ version: 2 });
  });
});
