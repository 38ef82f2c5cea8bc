import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dirTarget } from './dir-target.mjs';
import { describeBuild, listReleases, promote, publish, rollback } from './releases.mjs';

const games = { name: 'mfe_games', dir: 'mfe-games', role: 'remote' };
let root;
let target;

/** A stand-in build: a federation manifest with pages and one chunk whose content is `code`. */
function build(code, pages = [{ path: '/games' }]) {
  const dir = mkdtempSync(path.join(root, 'build-'));
  mkdirSync(path.join(dir, 'static/js'), { recursive: true });
  writeFileSync(path.join(dir, 'static/js/page.js'), code);
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { pages }, shared: [] }),
  );
  return dir;
}

/** A build published as `pnpm release` does: its gate passed (or skipped with --no-gate). */
async function publishBuild(code, gate = 'passed') {
  const dir = build(code);
  const described = { ...(await describeBuild(games, dir, '1.0.0')), gate };
  await publish(target, games, dir, described);
  return described.version;
}

async function release(code, { keep = 2 } = {}) {
  const version = await publishBuild(code);
  await promote(target, games, version, { keep });
  return version;
}

const registry = () => JSON.parse(readFileSync(path.join(root, 'releases/registry.json'), 'utf8'));

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-releases-test-'));
  target = dirTarget(path.join(root, 'releases'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('releases on a release directory', () => {
  it('versions a build by its content: the same build is the same version, a change a new one', async () => {
    const a = await describeBuild(games, build('a'), '1.0.0');
    expect(a.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect((await describeBuild(games, build('a'), '1.0.0')).version).toBe(a.version);
    expect((await describeBuild(games, build('b'), '1.0.0')).version).not.toBe(a.version);
    expect(a.pages).toEqual([{ path: '/games' }]);
  });

  it("neither versions nor publishes a remote's standalone page (dist/standalone, for pnpm dev)", async () => {
    const dir = build('a');
    const plain = await describeBuild(games, dir, '1.0.0');
    mkdirSync(path.join(dir, 'standalone/static/js'), { recursive: true });
    writeFileSync(path.join(dir, 'standalone/index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'standalone/static/js/index.js'), 'standalone();');
    const described = { ...(await describeBuild(games, dir, '1.0.0')), gate: 'passed' };
    expect(described.version).toBe(plain.version);
    expect(described.files.map((file) => file.path)).toEqual(plain.files.map((file) => file.path));
    await publish(target, games, dir, described);
    const published = path.join(root, 'releases/mfe-games', described.version);
    expect(existsSync(path.join(published, 'static/js/page.js'))).toBe(true);
    expect(existsSync(path.join(published, 'standalone'))).toBe(false);
  });

  it('promotes, rolls back, and prunes beyond the kept versions', async () => {
    const v1 = await release('one');
    const v2 = await release('two');
    expect(registry().apps.mfe_games).toMatchObject({
      version: v2,
      entry: `${v2}/mf-manifest.json`,
    });
    expect(existsSync(path.join(root, `releases/mfe-games/${v1}/static/js/page.js`))).toBe(true);

    await rollback(target, games, { keep: 2 });
    expect(registry().apps.mfe_games.version).toBe(v1);
    await expect(rollback(target, games, { keep: 2 })).rejects.toThrow('no earlier live version');

    const v3 = await release('three');
    const v4 = await release('four');
    // Kept: the two newest, here also the live one and its rollback target; v1, v2 are gone.
    expect((await listReleases(target, [games])).map((row) => [row.version, row.state])).toEqual([
      [v4, 'live'],
      [v3, 'rollback target'],
    ]);
    expect(existsSync(path.join(root, `releases/mfe-games/${v1}`))).toBe(false);
    expect(existsSync(path.join(root, `releases/mfe-games/${v2}`))).toBe(false);
  });

  it('promotes --to a newer kept version after a rollback, and back again', async () => {
    const v1 = await release('one', { keep: 5 });
    const v2 = await release('two', { keep: 5 });
    const v3 = await release('three', { keep: 5 });
    await rollback(target, games, { to: v1, keep: 5 });
    expect(registry().apps.mfe_games.version).toBe(v1);
    // Forward: v3 passed its gate when it was released; rolled back past, it is still kept.
    await rollback(target, games, { to: v3, keep: 5 });
    expect(registry().apps.mfe_games.version).toBe(v3);
    await rollback(target, games, { to: v2, keep: 5 });
    expect(registry().apps.mfe_games.version).toBe(v2);
    // A plain rollback returns to the version live before: v3.
    await rollback(target, games, { keep: 5 });
    expect(registry().apps.mfe_games.version).toBe(v3);
    expect((await listReleases(target, [games])).map((row) => row.gate)).toEqual([
      'passed',
      'passed',
      'passed',
    ]);
  });

  it('promotes --to a published version that passed its gate but never went live', async () => {
    await release('one');
    const candidate = await publishBuild('two');
    await rollback(target, games, { to: candidate, keep: 2 });
    expect(registry().apps.mfe_games.version).toBe(candidate);
  });

  it('refuses --to a version that skipped its gate and was never live, or is not kept', async () => {
    const v1 = await release('one');
    const ungated = await publishBuild('two', 'skipped');
    await expect(rollback(target, games, { to: ungated, keep: 2 })).rejects.toThrow(
      `${ungated} never passed its gate`,
    );
    await expect(rollback(target, games, { to: '1.0.0-0000000000', keep: 2 })).rejects.toThrow(
      'is not a kept version',
    );
    await expect(rollback(target, games, { to: v1, keep: 2 })).rejects.toThrow('already live');
    expect(registry().apps.mfe_games.version).toBe(v1);
  });

  it('refuses to promote a version whose files changed after publishing', async () => {
    const v1 = await release('one');
    await release('two');
    writeFileSync(path.join(root, `releases/mfe-games/${v1}/mf-manifest.json`), '{}');
    await expect(rollback(target, games, { keep: 2 })).rejects.toThrow(
      "mf-manifest.json does not match the release's integrity",
    );
  });
});
