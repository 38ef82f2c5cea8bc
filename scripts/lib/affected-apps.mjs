// Which apps a change touches, decided by pnpm's own filtering: `--filter "...[<base>]"` lists
// the workspace projects with files changed since <base> and every project depending on them
// (a change in shared/ reaches every app). Files outside any package belong to the workspace
// root (lockfile, package.json, apps.json, workflows, configs): a root change affects every app.
// Changes that cannot alter an app's build are ignored.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, repoRoot } from './apps.mjs';

/** Changed files that never reach an app's build: docs, benchmarks, the backend. */
export const IGNORED_CHANGES = ['**/*.md', 'docs/**', 'bench/**', 'supabase/**'];

/**
 * @param {{ base: string, cwd?: string, apps?: { dir: string }[] }} options
 * @returns {{ dir: string }[]} the apps to test and release, in apps.json order
 */
export function affectedApps({ base, cwd = repoRoot, apps = APPS }) {
  const result = spawnSync(
    'pnpm',
    [
      '--filter',
      `...[${base}]`,
      ...IGNORED_CHANGES.map((pattern) => `--changed-files-ignore-pattern=${pattern}`),
      'list',
      '--json',
      '--depth',
      '-1',
    ],
    { cwd, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`pnpm could not list changed projects: ${result.stderr}`);
  const projects = JSON.parse(result.stdout.trim() || '[]');
  const changed = new Set(projects.map((project) => path.relative(cwd, project.path) || '.'));
  if (changed.has('.')) return apps;
  return apps.filter((app) => changed.has(app.dir));
}

/**
 * The affected apps in the order CI releases them: the shell first, then the remotes (at once).
 * A change to `shared/` affects every app; a remote built against a new export of it must not
 * go live before the shell that provides it (the gate would refuse it: README "Shipping a
 * remote").
 * @param {{ dir: string, role: string }[]} apps affected apps
 * @returns {{ shell: boolean, remotes: string[] }}
 */
export function releaseStages(apps) {
  return {
    shell: apps.some((app) => app.role === 'host'),
    remotes: apps.filter((app) => app.role === 'remote').map((app) => app.dir),
  };
}
