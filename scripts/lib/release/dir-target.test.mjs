import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../apps.mjs';
import { dirTarget } from './dir-target.mjs';

let root;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-lock-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A release process holding the lock of `dir` until it is killed. */
function holdLock(dir) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { dirTarget } from ${JSON.stringify(path.join(import.meta.dirname, 'dir-target.mjs'))};
       await dirTarget(${JSON.stringify(dir)}).withLock(() => {
         console.log('locked');
         return new Promise(() => setInterval(() => {}, 1000));
       });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('locked') && resolve(child));
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
}

/** A release process taking and dropping the lock of `dir` over and over, until it is killed. */
function churnLock(dir) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { dirTarget } from ${JSON.stringify(path.join(import.meta.dirname, 'dir-target.mjs'))};
       const target = dirTarget(${JSON.stringify(dir)});
       await target.withLock(async () => {});
       console.log('churning');
       for (;;) await target.withLock(async () => {});`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('churning') && resolve(child));
    child.once('exit', (code) => reject(new Error(`the lock churner exited (${code})`)));
  });
}

const releasesCommand = (dir) =>
  spawnSync(process.execPath, ['scripts/release.mjs', 'list', '--dir', dir], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).stdout;

describe('the release lock of a release directory', () => {
  it('names a live holder, and after the holder is killed is known dead at once and taken over', async () => {
    const dir = path.join(root, 'releases');
    const holder = await holdLock(dir);
    expect(releasesCommand(dir)).toMatch(
      new RegExp(`lock: held by process ${holder.pid} on ${os.hostname()}`),
    );

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(releasesCommand(dir)).toMatch(
      new RegExp(`lock: left behind by process ${holder.pid} .*no longer running`),
    );

    const lines = [];
    const result = await dirTarget(dir).withLock(async () => 'promoted', {
      log: (line) => lines.push(line),
    });
    expect(result).toBe('promoted');
    expect(lines).toEqual([
      `removed the release lock: its release (process ${holder.pid}) is no longer running`,
    ]);
    expect(releasesCommand(dir)).not.toMatch(/lock:/);
  });

  it('a release killed at any moment while taking or dropping the lock leaves none or one naming it', async () => {
    const dir = path.join(root, 'releases');
    const seen = [];
    for (let kill = 0; kill < 20; kill += 1) {
      const churner = await churnLock(dir);
      // Somewhere inside a take or a drop: each costs the churner a few file operations.
      await new Promise((resolve) => setTimeout(resolve, kill % 7));
      churner.kill('SIGKILL');
      await new Promise((resolve) => churner.once('exit', resolve));
      const status = await dirTarget(dir).lockStatus();
      if (status) {
        expect(status.owner).toMatchObject({ pid: churner.pid, host: os.hostname() });
        expect(status.state.state).toBe('dead');
      }
      seen.push(status ? 'left behind' : 'none');
      // The next release takes it over at once.
      await dirTarget(dir).withLock(async () => {});
    }
    expect(seen).toContain('left behind');
  }, 120_000);

  it('waits for a live holder instead of taking its lock', async () => {
    const dir = path.join(root, 'releases');
    const holder = await holdLock(dir);
    let entered = false;
    const waiting = dirTarget(dir).withLock(async () => {
      entered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(entered).toBe(false);
    holder.kill('SIGKILL');
    await waiting;
    expect(entered).toBe(true);
  });
});
