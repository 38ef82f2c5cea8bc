import { spawnSync } from 'node:child_process';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';

// Runs in its own project after every other test: it rebuilds mfe-info's dist in place.
test('a remote rebuilt alone is served on the next reload, with no shell rebuild', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const manifestVersion = async () => {
    const response = await page.waitForResponse(
      (r) => /mf-manifest\.json/.test(r.url()) && r.url().includes(mfeInfoPort),
    );
    return ((await response.json()) as { metaData: { buildInfo: { buildVersion: string } } })
      .metaData.buildInfo.buildVersion;
  };
  const mfeInfoPort = new URL(e2eEnv().remotes.mfe_info!).port;

  const before = manifestVersion();
  await page.goto('/votes');
  await expect(pageHeading(page)).toHaveCount(1);
  const stamp = `e2e-${Date.now()}`;
  expect(await before).not.toBe(stamp);

  // The build stamp lands in the remote's manifest (buildInfo.buildVersion).
  const build = spawnSync('pnpm', ['--filter', 'mfe-info', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, MF_BUILD_VERSION: stamp },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);

  const after = manifestVersion();
  await page.reload();
  expect(await after).toBe(stamp);
  await expect(pageHeading(page)).toHaveCount(1);
});
