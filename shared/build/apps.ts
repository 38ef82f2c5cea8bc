import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One app of the site as listed in the root `apps.json` (the one list of apps). */
export interface AppEntry {
  /** Federation name, e.g. 'mfe_games'. */
  name: string;
  /** Workspace folder, e.g. 'mfe-games'. */
  dir: string;
  /** Port `pnpm start` serves the app's releases on. */
  port: number;
  /** Port of the app's dev server (`pnpm dev`, a remote's standalone dev): never `port`. */
  devPort: number;
  role: 'host' | 'remote';
}

const appsFile = path.resolve(import.meta.dirname, '../../apps.json');

export function readApps(): AppEntry[] {
  return (JSON.parse(readFileSync(appsFile, 'utf8')) as { apps: AppEntry[] }).apps;
}

/** The app built from `appDir`: found by its folder name, so a copy of a folder builds as it. */
export function appForDir(appDir: string): AppEntry {
  const folder = path.basename(path.resolve(appDir));
  const app = readApps().find((entry) => entry.dir === folder);
  if (!app) throw new Error(`${folder} is not in apps.json: add it there first`);
  return app;
}

/**
 * The port of an app's dev server: its `devPort`, or, with NORSECRAFT_DEV_PORT_BASE set (several
 * dev setups on one machine, the tests), that base plus the app's place in apps.json.
 */
export function devPortOf(app: AppEntry, env: NodeJS.ProcessEnv = process.env): number {
  const base = Number(env.NORSECRAFT_DEV_PORT_BASE);
  if (!base) return app.devPort;
  return base + readApps().findIndex((entry) => entry.name === app.name);
}
