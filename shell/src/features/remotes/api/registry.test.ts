import { parseRegistry } from './registry';

const base = 'http://site.test/remotes.json';
const games = {
  version: '1.0.0-abc',
  integrity: 'sha384-ksIVYIelEFl4RxAzWKLhco82TTdy++MFHGCDTFtS60AB9zANNkCJfEGW+BTIzisl',
  entry: 'http://games.test/1.0.0-abc/mf-manifest.json',
  pages: [{ path: '/games', nav: { menu: 'more', label: 'Games', order: 20 } }],
};

describe('parseRegistry', () => {
  it('reads each released remote with its entry, version and pages; skips the shell', () => {
    const result = parseRegistry(
      { schema: 1, apps: { shell: { version: '1.0.0-s' }, mfe_games: games } },
      base,
    );
    expect(result).toEqual({
      ok: true,
      remotes: [
        {
          name: 'mfe_games',
          entry: games.entry,
          version: '1.0.0-abc',
          integrity: games.integrity,
          pages: games.pages,
        },
      ],
    });
  });

  it('resolves a relative entry against the registry URL (a registry kept in object storage)', () => {
    const result = parseRegistry(
      { apps: { mfe_games: { ...games, entry: 'mfe-games/1.0.0-abc/mf-manifest.json' } } },
      'https://x.supabase.co/storage/v1/object/public/site-releases/registry.json',
    );
    expect(result.remotes[0]?.entry).toBe(
      'https://x.supabase.co/storage/v1/object/public/site-releases/mfe-games/1.0.0-abc/mf-manifest.json',
    );
  });

  it('rejects anything without apps', () => {
    expect(parseRegistry([1], base)).toMatchObject({ ok: false, remotes: [] });
    expect(parseRegistry({ mfe_games: 'http://x' }, base)).toMatchObject({ ok: false });
  });

  it('keeps the usable remotes and valid pages, and reports the rest', () => {
    const result = parseRegistry(
      {
        apps: {
          mfe_games: games,
          mfe_bad: { entry: 42 },
          'not-a-name': { entry: 'http://x/mf-manifest.json' },
          mfe_info: {
            entry: 'http://info.test/mf-manifest.json',
            pages: [{ path: 'x' }, { path: '/' }],
          },
        },
      },
      base,
    );
    expect(result.ok).toBe(false);
    expect(result.remotes.map((r) => [r.name, r.pages.map((p) => p.path)])).toEqual([
      ['mfe_games', ['/games']],
      ['mfe_info', ['/']],
    ]);
    if (!result.ok) {
      expect(result.error).toContain('"mfe_bad" has no usable entry URL');
      expect(result.error).toContain('"not-a-name" is not a federation name');
      expect(result.error).toContain('mfe_info: invalid path "x"');
    }
  });
});
