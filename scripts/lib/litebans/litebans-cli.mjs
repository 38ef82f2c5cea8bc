/* global performance */
// The LiteBans bridge's command line, shared by `pnpm bridge:litebans` (in a checkout) and the
// bundled file a game server runs alone (`litebans-bridge.mjs`, built by
// scripts/build-litebans-bridge.mjs; README "LiteBans").
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importLitebans } from './litebans-import.mjs';
import { openLitebansDatabase } from './litebans-db.mjs';

export const USAGE = `Sends LiteBans' punishments to the site through its game bridge, incrementally.

  litebans-bridge [--database-url URL] [--bridge-url URL] [--prefix litebans_]
                  [--source litebans] [--state FILE]

  --database-url, LITEBANS_DATABASE_URL  mysql://, mariadb:// or postgres:// URL of LiteBans'
                                         database (a user that may only SELECT is enough)
  --bridge-url, GAME_BRIDGE_URL          https://<project-ref>.supabase.co/functions/v1/game-bridge
  GAME_BRIDGE_KEY                        the bridge's key (environment only: ps shows arguments)
  --prefix, LITEBANS_TABLE_PREFIX        LiteBans' table prefix (default litebans_)
  --source, LITEBANS_SOURCE              the punishments' source on the site (default litebans)
  --state, LITEBANS_STATE_FILE           where it remembers how far it got (default: see below)

The state file defaults to $STATE_DIRECTORY/litebans-bridge-state.json (systemd's StateDirectory=),
else $XDG_STATE_HOME/norsecraft/…, else ~/.local/state/norsecraft/litebans-bridge-state.json.
Exit status: 0 sent (or nothing new), 1 stopped (the next run goes on from the last accepted batch),
2 misconfigured.`;

export class UsageError extends Error {
  name = 'UsageError';
}

/** Where the state file goes when none is named: a data directory, never the working directory. */
export function defaultStateFile(env = process.env, home = os.homedir()) {
  const file = 'litebans-bridge-state.json';
  // systemd may pass several directories (colon-separated): the first is this unit's own.
  if (env.STATE_DIRECTORY) return path.join(env.STATE_DIRECTORY.split(':')[0], file);
  const stateHome = env.XDG_STATE_HOME || path.join(home, '.local', 'state');
  return path.join(stateHome, 'norsecraft', file);
}

/**
 * The run's settings from the arguments and the environment; throws a UsageError naming what is
 * missing. `fallbackBridge` (a checkout's local stack) is used when no bridge is named at all.
 */
export function readBridgeOptions(argv, env = process.env, fallbackBridge = () => null) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'database-url': { type: 'string' },
        'bridge-url': { type: 'string' },
        prefix: { type: 'string' },
        source: { type: 'string' },
        state: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (values.help) return { help: true };
  const databaseUrl = values['database-url'] ?? env.LITEBANS_DATABASE_URL;
  if (!databaseUrl) {
    throw new UsageError('name LiteBans’ database: --database-url or LITEBANS_DATABASE_URL');
  }
  let bridge = { url: values['bridge-url'] ?? env.GAME_BRIDGE_URL, key: env.GAME_BRIDGE_KEY };
  if (!bridge.url && !bridge.key) bridge = fallbackBridge() ?? bridge;
  if (!bridge.url || !bridge.key) {
    throw new UsageError('set GAME_BRIDGE_URL (or --bridge-url) and GAME_BRIDGE_KEY');
  }
  return {
    help: false,
    databaseUrl,
    bridge,
    prefix: values.prefix ?? env.LITEBANS_TABLE_PREFIX ?? 'litebans_',
    source: values.source ?? env.LITEBANS_SOURCE ?? 'litebans',
    stateFile: path.resolve(values.state ?? env.LITEBANS_STATE_FILE ?? defaultStateFile(env)),
  };
}

/** Runs the command; resolves to its exit status. */
export async function runBridgeCli({
  argv = process.argv.slice(2),
  env = process.env,
  fallbackBridge,
  out = (line) => console.log(line),
  err = (line) => console.error(line),
} = {}) {
  let options;
  let db;
  try {
    options = readBridgeOptions(argv, env, fallbackBridge);
    if (options.help) {
      out(USAGE);
      return 0;
    }
    db = openLitebansDatabase(options.databaseUrl);
  } catch (error) {
    err(`litebans-bridge: ${error.message}`);
    return 2;
  }
  const started = performance.now();
  try {
    const summary = await importLitebans({ db, ...options, log: out });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out(
      `read ${summary.read} new rows (${summary.skipped} IP-only, not sent), rechecked ${summary.rechecked} in force; ` +
        `sent ${summary.pushed}: ${summary.inserted} new, ${summary.updated} changed, ${summary.unchanged} unchanged; ` +
        `${summary.open} in force now; state in ${options.stateFile}; ${seconds} s`,
    );
    return 0;
  } catch (error) {
    err(`litebans-bridge: ${error.message}`);
    return 1;
  } finally {
    await db.end().catch(() => {});
  }
}
