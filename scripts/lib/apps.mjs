// The site's apps, read from the one list at the root (apps.json): scripts, the e2e harness and
// the benchmarks take them from here; the build config reads the same file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const config = JSON.parse(readFileSync(path.join(repoRoot, 'apps.json'), 'utf8'));

/** Every app: `{ name, dir, port, devPort, role }`, the shell first. */
export const APPS = config.apps;
export const SHELL = APPS.find((app) => app.role === 'host');
export const REMOTES = APPS.filter((app) => app.role === 'remote');
/** How many versions of each app a release target keeps (apps.json `releases.keep`). */
export const RELEASES_TO_KEEP = config.releases?.keep ?? 5;

/** An app by federation name ('mfe_games') or folder ('mfe-games'); throws for anything else. */
export function findApp(nameOrDir) {
  const app = APPS.find((entry) => entry.name === nameOrDir || entry.dir === nameOrDir);
  if (!app) {
    const known = APPS.map((entry) => entry.dir).join(', ');
    throw new Error(`unknown app "${nameOrDir}" (apps.json lists ${known})`);
  }
  return app;
}

/**
 * The port of an app's dev server; NORSECRAFT_DEV_PORT_BASE moves them all (base + the app's place
 * in apps.json). The build config's twin: `devPortOf` in shared/build/apps.ts.
 */
export function devPortOf(app, env = process.env) {
  const base = Number(env.NORSECRAFT_DEV_PORT_BASE);
  return base ? base + APPS.findIndex((entry) => entry.name === app.name) : app.devPort;
}

export const distOf = (app) => path.join(repoRoot, app.dir, 'dist');

/** The script that points one build at a given Supabase stack (read by @norsecraft/shared). */
export function runtimeEnvSource(env) {
  const json = JSON.stringify(env).replace(/</g, '\\u003c');
  return `window.__NORSECRAFT_ENV__=${json};`;
}

/** runtimeEnvSource as a script tag. */
export function runtimeEnvScript(env) {
  return `<script>${runtimeEnvSource(env)}</script>`;
}
