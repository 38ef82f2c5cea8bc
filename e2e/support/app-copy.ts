import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';

/** Rewrites a file under `root`; `change` must change it (a stale edit fails loudly). */
async function editFile(root: string, file: string, change: (text: string) => string) {
  const filePath = path.join(root, file);
  const before = await readFile(filePath, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${filePath} changed nothing`);
  await writeFile(filePath, after);
}

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
    edit: (file: string, change: (text: string) => string) => editFile(folder, file, change),
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
    /**
     * Builds against a copy of the shared package (as a branch that changed `shared/` would),
     * returned to be edited: the app's `@norsecraft/shared` is that copy, the rest as before.
     */
    async ownSharedPackage() {
      const sharedSource = path.join(repoRoot, 'shared');
      const shared = path.join(workspace, 'shared');
      await cp(sharedSource, shared, {
        recursive: true,
        filter: (from) => !/[/\\](node_modules|dist|storybook-static)$/.test(from),
      });
      await symlink(path.join(sharedSource, 'node_modules'), path.join(shared, 'node_modules'));
      // As in the repository: the one list of apps, the workspace root's packages (the build
      // config's own tools, e.g. typescript) and the Edge Functions' modules beside the package.
      await symlink(path.join(repoRoot, 'apps.json'), path.join(workspace, 'apps.json'));
      await symlink(path.join(repoRoot, 'node_modules'), path.join(workspace, 'node_modules'));
      await mkdir(path.join(workspace, 'supabase'));
      await symlink(
        path.join(repoRoot, 'supabase/functions'),
        path.join(workspace, 'supabase/functions'),
      );
      const modules = path.join(folder, 'node_modules');
      const real = path.join(source, 'node_modules');
      await rm(modules);
      await mkdir(path.join(modules, '@norsecraft'), { recursive: true });
      for (const entry of await readdir(real)) {
        if (entry !== '@norsecraft')
          await symlink(path.join(real, entry), path.join(modules, entry));
      }
      await symlink(shared, path.join(modules, '@norsecraft/shared'));
      return {
        folder: shared,
        edit: (file: string, change: (text: string) => string) => editFile(shared, file, change),
        write: (file: string, text: string) => writeFile(path.join(shared, file), text),
      };
    },
    remove: () => rm(workspace, { recursive: true, force: true }),
  };
}
