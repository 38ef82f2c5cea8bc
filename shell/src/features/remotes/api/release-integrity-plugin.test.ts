import { releaseIntegrityPlugin } from './release-integrity-plugin';

describe('releaseIntegrityPlugin', () => {
  it("fetches a released manifest with the registry's integrity, anything else as usual", async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return {} as Response;
    }) as typeof fetch;
    const manifest = 'http://games.test/1.0.0-a/mf-manifest.json';
    const plugin = releaseIntegrityPlugin(
      (url) => (url === manifest ? 'sha384-abc' : undefined),
      fakeFetch,
    );
    await plugin.fetch!(manifest, { method: 'GET' });
    expect(calls).toEqual([[manifest, { method: 'GET', integrity: 'sha384-abc' }]]);
    expect(plugin.fetch!('http://other.test/mf-manifest.json', {})).toBeUndefined();
  });
});
