import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { affectedApps, releaseStages } from './affected-apps.mjs';
import { APPS, repoRoot } from './apps.mjs';

/*
 * The decision runs the real pnpm on a throwaway git repository holding this workspace's
 * manifests (every package.json, pnpm-workspace.yaml, the lockfile, apps.json): each case
 * commits one change and asks what changed since the commit before.
 */
let repo;
const git = (...args) => {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=ci', '-c', 'user.email=ci@example.com', ...args],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
};

function commitChange(files) {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    const comment = /\.ya?ml$/.test(file) ? '#' : '//';
    writeFileSync(path.join(repo, file), `${comment} ${Math.random()}\n`, { flag: 'a' });
  }
  git('add', '-A');
  git('commit', '-qm', `change ${files.join(', ')}`);
}

const affected = (...files) => {
  commitChange(files);
  return affectedApps({ base: 'HEAD~1', cwd: repo }).map((app) => app.dir);
};

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'norsecraft-affected-'));
  const manifests = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', 'apps.json'];
  for (const dir of [...APPS.map((app) => app.dir), 'shared', 'e2e', 'supabase/local']) {
    manifests.push(`${dir}/package.json`);
  }
  for (const file of manifests) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(repo, file));
  }
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'workspace');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

const ALL = APPS.map((app) => app.dir);

describe('affected apps (pnpm --filter "...[<base>]")', () => {
  it('a change under mfe-admin/ releases the admin remote only', () => {
    expect(affected('mfe-admin/src/x.ts')).toEqual(['mfe-admin']);
  });

  it('a change under shell/ releases the shell only', () => {
    expect(affected('shell/src/x.ts')).toEqual(['shell']);
  });

  it('a change in shared/ releases every app that depends on it: all of them', () => {
    expect(affected('shared/src/x.ts')).toEqual(ALL);
  });

  it('the lockfile or a root config releases every app', () => {
    expect(affected('pnpm-lock.yaml')).toEqual(ALL);
    expect(affected('tsconfig.base.json')).toEqual(ALL);
    expect(affected('apps.json')).toEqual(ALL);
  });

  it('e2e/, docs, benchmarks or the backend alone release nothing', () => {
    expect(affected('e2e/tests/x.spec.ts')).toEqual([]);
    expect(affected('docs/decisions.md', 'README.md', 'mfe-games/README.md')).toEqual([]);
    expect(affected('bench/x.mjs', 'supabase/migrations/x.sql')).toEqual([]);
  });

  it('two apps changed together: both, in apps.json order', () => {
    expect(affected('mfe-games/src/x.ts', 'mfe-info/src/y.ts')).toEqual(['mfe-info', 'mfe-games']);
  });
});

describe('release stages (apps.yml: the shell job, then the remotes)', () => {
  const stages = (...files) => {
    commitChange(files);
    return releaseStages(affectedApps({ base: 'HEAD~1', cwd: repo }));
  };

  it('a change in shared/ releases the shell first, then every remote', () => {
    expect(stages('shared/src/x.ts')).toEqual({
      shell: true,
      remotes: ['mfe-info', 'mfe-games', 'mfe-auction', 'mfe-account', 'mfe-admin'],
    });
  });

  it('a remote alone does not wait for the shell', () => {
    expect(stages('mfe-games/src/x.ts')).toEqual({ shell: false, remotes: ['mfe-games'] });
  });

  it('the shell alone releases no remote', () => {
    expect(stages('shell/src/x.ts')).toEqual({ shell: true, remotes: [] });
  });
});
