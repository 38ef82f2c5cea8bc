import {
  emptyHistory,
  emptyRegistry,
  pathConflicts,
  prunable,
  rollbackTarget,
  withLive,
  withoutVersions,
  withPromoted,
  withPublished,
} from './registry.mjs';

const games = { name: 'mfe_games', dir: 'mfe-games', role: 'remote' };
const info = { name: 'mfe_info', dir: 'mfe-info', role: 'remote' };
const shell = { name: 'shell', dir: 'shell', role: 'host' };
const release = (version, pages = [{ path: '/games' }]) => ({
  version,
  integrity: `sha384-${version}`,
  pages,
});

/** A history where `versions` were published in order and each released in turn. */
function released(...versions) {
  let history = emptyHistory(games);
  for (const version of versions) {
    history = withPromoted(withPublished(history, release(version), version), version, 'release');
  }
  return history;
}

describe('the release registry', () => {
  it('points an app at a release, leaving every other entry as it was', () => {
    const before = withLive(emptyRegistry(), info, release('i1', [{ path: '/' }]), 't0');
    const after = withLive(before, games, release('g1'), 't1');
    expect(after.apps.mfe_info).toBe(before.apps.mfe_info);
    expect(after.apps.mfe_games).toEqual({
      version: 'g1',
      releasedAt: 't1',
      integrity: 'sha384-g1',
      entry: 'g1/mf-manifest.json',
      pages: [{ path: '/games' }],
    });
    expect(withLive(after, shell, release('s1'), 't2').apps.shell).toEqual({
      version: 's1',
      releasedAt: 't2',
      integrity: 'sha384-s1',
      html: 's1/index.html',
    });
  });

  it('finds pages another live remote already serves', () => {
    const registry = withLive(emptyRegistry(), info, release('i1', [{ path: '/' }]), 't0');
    expect(pathConflicts(registry, games, [{ path: '/games' }, { path: '/' }])).toEqual([
      '/ is already served by mfe_info',
    ]);
    // Its own earlier pages are no conflict: a release may move or keep them.
    expect(pathConflicts(registry, info, [{ path: '/' }])).toEqual([]);
  });

  it('treats paths that differ only in a parameter name as the same page', () => {
    const registry = withLive(
      emptyRegistry(),
      info,
      release('i1', [{ path: '/punishments/:player' }]),
      't0',
    );
    expect(pathConflicts(registry, games, [{ path: '/punishments/:name' }])).toEqual([
      '/punishments/:name is already served by mfe_info',
    ]);
  });
});

describe('release history', () => {
  it('publishing the same version twice records it once', () => {
    const once = withPublished(emptyHistory(games), release('g1'), 't0');
    expect(withPublished(once, release('g1'), 't1')).toBe(once);
  });

  it('rolls back to the version live before, and further back on a second rollback', () => {
    let history = released('g1', 'g2', 'g3');
    expect(rollbackTarget(history)).toBe('g2');
    history = withPromoted(history, 'g2', 'rollback');
    expect(history.liveStack).toEqual(['g1', 'g2']);
    expect(rollbackTarget(history)).toBe('g1');
  });

  it('a release after a rollback skips the rolled-back version', () => {
    let history = withPromoted(released('g1', 'g2', 'g3'), 'g2', 'rollback');
    history = withPromoted(withPublished(history, release('g4'), 't'), 'g4', 'release');
    expect(rollbackTarget(history)).toBe('g2');
  });

  it('has nothing to roll back to after the first release', () => {
    expect(rollbackTarget(released('g1'))).toBeNull();
    expect(() => withPromoted(released('g1'), 'g9', 'rollback')).toThrow('g9 was never live');
  });

  it('keeps the newest N versions, and always the live one and its rollback target', () => {
    expect(prunable(released('g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7'), 5)).toEqual(['g1', 'g2']);
    // Rolled back to g2 with g3..g7 published after it: g1 (rollback target) and g2 stay.
    let history = released('g1', 'g2');
    for (const v of ['g3', 'g4', 'g5']) history = withPublished(history, release(v), v);
    expect(prunable(history, 2)).toEqual(['g3']);
    expect(withoutVersions(history, ['g3']).versions.map((v) => v.version)).toEqual([
      'g1',
      'g2',
      'g4',
      'g5',
    ]);
  });
});
