import {
  findPage,
  registryStateKey,
  resolveUrl,
  servedRegistry,
  staticPages,
  type Registry,
} from './registry';

const registry = (apps: Registry['apps']): Registry => ({ schema: 1, updatedAt: null, apps });

describe('findPage', () => {
  const live = registry({
    shell: { version: '1' },
    mfe_info: {
      version: '2',
      entry: 'http://i/m.json',
      pages: [
        { path: '/rules', title: 'RULES' },
        { path: '/punishments/:player' },
        { path: '/punishments/recent' },
      ],
    },
  });

  it('finds the live page and its remote at the path asked for', () => {
    expect(findPage(live, '/rules')).toEqual({
      path: '/rules',
      title: 'RULES',
      remote: 'mfe_info',
      pattern: '/rules',
    });
    expect(findPage(live, '/punishments/a$%60b')).toMatchObject({
      path: '/punishments/a$%60b',
      pattern: '/punishments/:player',
    });
    expect(findPage(live, '/punishments/recent')?.pattern).toBe('/punishments/recent');
    expect(findPage(live, '/punishments/a/b')).toBeNull();
    expect(findPage(live, '/nope')).toBeNull();
  });

  it('lists the public pages at one URL each', () => {
    expect(staticPages(live).map((page) => page.path)).toEqual(['/rules', '/punishments/recent']);
  });
});

describe('servedRegistry', () => {
  it("makes each remote's entry absolute, or root-relative for a static copy", () => {
    const live = registry({
      shell: { version: '1' },
      mfe_games: { version: '2', entry: '2/mf-manifest.json' },
    });
    expect(servedRegistry(live, () => 'https://cdn.example/mfe-games/').apps.mfe_games!.entry).toBe(
      'https://cdn.example/mfe-games/2/mf-manifest.json',
    );
    expect(servedRegistry(live, () => '/mfe-games/').apps.mfe_games!.entry).toBe(
      '/mfe-games/2/mf-manifest.json',
    );
    expect(servedRegistry(live, () => null).apps.mfe_games!.entry).toBe('2/mf-manifest.json');
    expect(resolveUrl('static/x.js', '/mfe-games/2/')).toBe('/mfe-games/2/static/x.js');
  });
});

describe('registryStateKey', () => {
  it('changes with any live version, not with anything else', () => {
    const a = registry({
      shell: { version: '1' },
      mfe_info: { version: '2', entry: 'e', releasedAt: 'then' },
    });
    const b = registry({
      mfe_info: { version: '2', entry: 'e', releasedAt: 'now' },
      shell: { version: '1' },
    });
    const c = registry({ shell: { version: '1' }, mfe_info: { version: '3', entry: 'e' } });
    expect(registryStateKey(a)).toBe(registryStateKey(b));
    expect(registryStateKey(a)).not.toBe(registryStateKey(c));
  });
});
