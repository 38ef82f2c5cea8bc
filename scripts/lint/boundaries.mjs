// Import boundaries between the packages and between the features of each app, as zones of
// `import-x/no-restricted-paths` (eslint.config.mjs). Built from apps.json and the folders on
// disk, so a new app or feature is covered without touching this file.
//
// - An app (the shell or a remote) never imports another app, nor a file of `shared` other than
//   its package entry points (the `exports` of shared/package.json: `@norsecraft/shared`,
//   `/testing`, `/query-client`…).
// - `shared` imports no app.
// - Inside an app, a feature imports only its own folder and the app's common folders
//   (api, components, lib, hooks, config, assets, locales): never another feature, and never the app layer
//   (`src/app`, routes, pages, bootstrap) that composes the features.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders of `<app>/src` a feature may import from. */
export const COMMON_FOLDERS = ['api', 'components', 'lib', 'hooks', 'config', 'assets', 'locales'];

/** The files of `shared` that its package.json exports: the only ones an app may import. */
function sharedEntryPoints(root) {
  const { exports } = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  return Object.values(exports).map((file) => path.posix.join('shared', file));
}

function subfolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The zones for `import-x/no-restricted-paths`, paths relative to the repository root. */
export function boundaryZones(root = repoRoot) {
  const { apps } = JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8'));
  const dirs = apps.map((app) => app.dir);
  const sharedEntries = sharedEntryPoints(root);
  const zones = [];

  for (const dir of dirs) {
    zones.push({
      target: dir,
      from: dirs.filter((other) => other !== dir),
      message: 'An app never imports another app: they meet only through Module Federation.',
    });
    zones.push({
      target: dir,
      from: 'shared',
      // Exceptions are relative to `from`.
      except: sharedEntries.map((entry) => `./${path.posix.relative('shared', entry)}`),
      message: "Import shared through its package name ('@norsecraft/shared…'), not its files.",
    });

    const src = path.posix.join(dir, 'src');
    const features = subfolders(path.join(root, src, 'features'));
    const appLayer = readdirSync(path.join(root, src), { withFileTypes: true })
      .filter((entry) => entry.name !== 'features' && !COMMON_FOLDERS.includes(entry.name))
      .map((entry) => path.posix.join(src, entry.name));
    for (const feature of features) {
      const target = path.posix.join(src, 'features', feature);
      zones.push({
        target,
        from: path.posix.join(src, 'features'),
        except: [`./${feature}`],
        message: `A feature imports only its own folder, ${COMMON_FOLDERS.join('/, ')}/ and shared.`,
      });
      if (appLayer.length) {
        zones.push({
          target,
          from: appLayer,
          message: 'A feature never imports the app layer that composes the features.',
        });
      }
    }
  }

  zones.push({
    target: 'shared',
    from: dirs,
    message: 'shared serves every app and imports none of them.',
  });
  return zones;
}
