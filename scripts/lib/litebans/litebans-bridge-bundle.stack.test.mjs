// The bundled bridge as a game server runs it: the one file copied into an empty directory, run
// by `node` with nothing else (no checkout, no node_modules, an environment of its settings only)
// against LiteBans on MariaDB and on PostgreSQL, sending to the stack's game bridge.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceClient } from '../../../supabase/local/test/helpers';
import { buildLitebansBridge } from './litebans-bundle.mjs';
import { startMariadb } from '../mariadb-server.mjs';
import { startPgliteServer } from '../pglite-server.mjs';
import { openLitebansDatabase } from './litebans-db.mjs';
import {
  createLitebansTables,
  insertLitebansNames,
  insertLitebansRows,
} from './litebans-fixture.mjs';

let bundle;
let work;

beforeAll(async () => {
  bundle = await buildLitebansBridge();
  work = mkdtempSync(path.join(os.tmpdir(), 'litebans-bundle-'));
}, 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** `node litebans-bridge.mjs …` in `cwd`, with only `env` (and PATH to find node). */
function runBundle(cwd, env, args = []) {
  return spawnSync(process.execPath, [path.join(cwd, 'litebans-bridge.mjs'), ...args], {
    cwd,
    env: { PATH: process.env.PATH, HOME: path.join(work, 'home'), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe.each([
  ['MariaDB', startMariadb],
  ['PostgreSQL', startPgliteServer],
])('the bundled bridge from an empty directory, LiteBans on %s', (name, startServer) => {
  let server;
  let db;
  let dir;
  let stateDir;
  const source = `bundle-${name.toLowerCase()}-${randomUUID().slice(0, 6)}`;
  let banId;

  beforeAll(async () => {
    server = await startServer();
    db = openLitebansDatabase(server.url);
    await createLitebansTables(db);
    const freya = randomUUID();
    await insertLitebansNames(db, [[freya, 'Freya_Shield']]);
    [banId] = await insertLitebansRows(db, 'bans', [
      { uuid: freya, reason: '§cX-ray', banned_by_name: 'Tyr', banned_by_uuid: 'tyr' },
    ]);
    await insertLitebansRows(db, 'mutes', [{ uuid: freya, reason: 'Caps', until: -1 }]);
    dir = mkdtempSync(path.join(work, 'server-'));
    stateDir = mkdtempSync(path.join(work, 'state-'));
    copyFileSync(bundle, path.join(dir, 'litebans-bridge.mjs'));
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await server?.stop();
  });

  const env = () => ({
    LITEBANS_DATABASE_URL: server.url,
    GAME_BRIDGE_URL: `${process.env.STACK_URL}/functions/v1/game-bridge`,
    GAME_BRIDGE_KEY: process.env.STACK_GAME_BRIDGE_KEY,
    LITEBANS_SOURCE: source,
    // What systemd's StateDirectory= hands the service.
    STATE_DIRECTORY: stateDir,
  });

  it('sends the punishments, and keeps its state in the state directory', async () => {
    const run = runBundle(dir, env());
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('sent 2: 2 new, 0 changed, 0 unchanged; 2 in force now');
    const { data } = await serviceClient()
      .from('punishments')
      .select('source_id, player_name, type, reason, staff_name, active')
      .eq('source', source)
      .order('source_id');
    expect(data).toEqual([
      {
        source_id: `ban:${banId}`,
        player_name: 'Freya_Shield',
        type: 'ban',
        reason: 'X-ray',
        staff_name: 'Tyr',
        active: true,
      },
      expect.objectContaining({ type: 'mute', reason: 'Caps', active: true }),
    ]);
    // Nothing written beside the file it ran from.
    expect(readdirSync(dir)).toEqual(['litebans-bridge.mjs']);
    expect(existsSync(path.join(stateDir, 'litebans-bridge-state.json'))).toBe(true);
  });

  it('a lift in game reaches the site on the next run', async () => {
    await db.query(
      `update litebans_bans set active = b'0', removed_by_name = 'Odin' where id = ?`,
      [banId],
    );
    const run = runBundle(dir, env());
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('sent 1: 0 new, 1 changed');
    const { data } = await serviceClient()
      .from('punishments')
      .select('active')
      .eq('source', source)
      .eq('source_id', `ban:${banId}`)
      .single();
    expect(data).toEqual({ active: false });
  });
});

it('the bundle refuses H2 and a missing setting with a sentence and status 2', () => {
  const dir = mkdtempSync(path.join(work, 'refusals-'));
  copyFileSync(bundle, path.join(dir, 'litebans-bridge.mjs'));
  const h2 = runBundle(dir, {
    LITEBANS_DATABASE_URL: 'jdbc:h2:./plugins/LiteBans/litebans',
    GAME_BRIDGE_URL: 'https://example.supabase.co/functions/v1/game-bridge',
    GAME_BRIDGE_KEY: 'key',
  });
  expect(h2.status).toBe(2);
  expect(h2.stderr).toContain('LiteBans’ H2 database is a file only the running plugin can open');
  const noKey = runBundle(dir, { LITEBANS_DATABASE_URL: 'mysql://reader@127.0.0.1/litebans' });
  expect(noKey.status).toBe(2);
  expect(noKey.stderr).toContain('set GAME_BRIDGE_URL (or --bridge-url) and GAME_BRIDGE_KEY');
});
