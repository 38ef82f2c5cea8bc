/* global performance */
// `pnpm bridge:litebans`: sends LiteBans' punishments to the site through the game bridge,
// incrementally (scripts/lib/litebans/litebans-import.mjs). Run it on the game server's host,
// e.g. every minute from cron or a systemd timer: it reads LiteBans' database there and only
// talks HTTPS to the site, so neither database is exposed to the internet.
//
//   pnpm bridge:litebans [--database-url URL] [--prefix litebans_] [--source litebans]
//                        [--state FILE] [--bridge-url URL]
//     --database-url, LITEBANS_DATABASE_URL   mysql://user:password@host:3306/database (a user
//                                             that may only SELECT is enough)
//     --prefix, LITEBANS_TABLE_PREFIX         LiteBans' table prefix (default litebans_)
//     --source                                the punishments' source on the site (default litebans)
//     --state, LITEBANS_STATE_FILE            where it remembers how far it got
//                                             (default ./litebans-bridge-state.json)
//     --bridge-url, GAME_BRIDGE_URL           https://<project>.supabase.co/functions/v1/game-bridge
//     GAME_BRIDGE_KEY                         the bridge's key (never on the command line: ps shows it)
// Without a bridge URL and key it uses the local stack `pnpm start` runs on this machine.
import path from 'node:path';
import { parseArgs } from 'node:util';
import mysql from 'mysql2/promise';
import { importLitebans } from './lib/litebans/litebans-import.mjs';
import { localStackStatus } from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    prefix: { type: 'string' },
    source: { type: 'string', default: 'litebans' },
    state: { type: 'string' },
    'bridge-url': { type: 'string' },
  },
});

function fail(message) {
  console.error(`bridge:litebans: ${message}`);
  process.exit(1);
}

const databaseUrl = values['database-url'] ?? process.env.LITEBANS_DATABASE_URL;
if (!databaseUrl) fail('name LiteBans’ database: --database-url or LITEBANS_DATABASE_URL');
let bridge = {
  url: values['bridge-url'] ?? process.env.GAME_BRIDGE_URL,
  key: process.env.GAME_BRIDGE_KEY,
};
if (!bridge.url && !bridge.key) {
  const local = localStackStatus();
  if (local) bridge = { url: `${local.url}/functions/v1/game-bridge`, key: local.gameBridgeKey };
}
if (!bridge.url || !bridge.key)
  fail('set GAME_BRIDGE_URL and GAME_BRIDGE_KEY (or run pnpm start here)');

const db = mysql.createPool({ uri: databaseUrl, connectionLimit: 2 });
const started = performance.now();
try {
  const summary = await importLitebans({
    db,
    bridge,
    prefix: values.prefix ?? process.env.LITEBANS_TABLE_PREFIX ?? 'litebans_',
    source: values.source,
    stateFile: path.resolve(
      values.state ?? process.env.LITEBANS_STATE_FILE ?? 'litebans-bridge-state.json',
    ),
    log: (line) => console.log(line),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `read ${summary.read} new rows (${summary.skipped} IP-only, not sent), rechecked ${summary.rechecked} in force; ` +
      `sent ${summary.pushed}: ${summary.inserted} new, ${summary.updated} changed, ${summary.unchanged} unchanged; ` +
      `${summary.open} in force now; ${seconds} s`,
  );
} catch (error) {
  fail(error.message);
} finally {
  await db.end();
}
