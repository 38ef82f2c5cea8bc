import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';

/**
 * A copy of one app's folder, as a team's branch with a change would have it, to build and
 * release with `pnpm release <app> --source <folder>` without touching the repository's folder
 * (other tests serve and build from it). Its dependencies are the real folder's (node_modules
 * linked), and it keeps the folder's name, by which the build finds the app in apps.json.
 */
export async function copyAppFolder(dir: string) {
  const workspace = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-app-copy-'));
  const folder = path.join(workspace, dir);
  const source = path.join(repoRoot, dir);
  await cp(source, folder, {
    recursive: true,
    filter: (from) => !/[/\\](node_modules|dist)$/.test(from),
  });
  await symlink(path.join(source, 'node_modules'), path.join(folder, 'node_modules'));
  // The app's tsconfig extends the root one, as in the repository.
  await symlink(
    path.join(repoRoot, 'tsconfig.base.json'),
    path.join(workspace, 'tsconfig.base.json'),
  );
  return {
    folder,
    /** Rewrites a file of the copy; `change` must change it (a stale edit fails loudly). */
    async edit(file: string, change: (text: string) => string) {
      const filePath = path.join(folder, file);
      const before = await readFile(filePath, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`the edit of ${file} changed nothing`);
      await writeFile(filePath, after);
    },
    async write(file: string, text: string) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), text);
    },
    /**
     * Builds against another version of `pkg`: its own node_modules with every dependency
     * linked as before except `pkg`, a copy whose package.json says `version`.
     */
    async pinDependencyVersion(pkg: string, version: string) {
      const modules = path.join(folder, 'node_modules');
      const real = path.join(source, 'node_modules');
      await rm(modules);
      await mkdir(modules);
      for (const entry of await readdir(real)) {
        if (entry !== pkg) await symlink(path.join(real, entry), path.join(modules, entry));
      }
      await cp(path.join(real, pkg), path.join(modules, pkg), {
        recursive: true,
        dereference: true,
      });
      const manifest = path.join(modules, pkg, 'package.json');
      const json = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
      await writeFile(manifest, JSON.stringify({ ...json, version }, null, 2));
    },
    remove: () => rm(workspace, { recursive: true, force: true }),
  };
}
