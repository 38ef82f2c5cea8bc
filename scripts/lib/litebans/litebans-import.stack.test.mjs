// The LiteBans import against LiteBans' two server databases — a real MariaDB (started here, as
// the stack starts PostgreSQL) and PostgreSQL (PGlite behind its socket) — and the stack's game
// bridge: a first run, an incremental one, removals and expiry.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serviceClient } from '../../../supabase/local/test/helpers';
import { startMariadb } from '../mariadb-server.mjs';
import { startPgliteServer } from '../pglite-server.mjs';
import {
  createLitebansTables,
  insertLitebansNames,
  insertLitebansRows,
} from './litebans-fixture.mjs';
import { openLitebansDatabase } from './litebans-db.mjs';
import { importLitebans } from './litebans-import.mjs';

const HOUR = 3_600_000;
// LiteBans keeps removed_by_date in a TIMESTAMP column: whole seconds.
const NOW = Math.floor(Date.now() / 1000) * 1000;

describe.each([
  ['MariaDB', startMariadb],
  ['PostgreSQL', startPgliteServer],
])('LiteBans on %s', (_name, startServer) => {
  let dbServer;
  let db;
  let dir;
  let run = 0;

  beforeAll(async () => {
    dbServer = await startServer();
    db = openLitebansDatabase(dbServer.url);
    dir = mkdtempSync(path.join(os.tmpdir(), 'litebans-import-'));
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await dbServer?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A LiteBans database of its own (table prefix) and a source of its own on the site. */
  async function freshServer() {
    run += 1;
    const prefix = `lb${run}_`;
    await createLitebansTables(db, prefix);
    return {
      prefix,
      source: `litebans-${randomUUID().slice(0, 8)}`,
      stateFile: path.join(dir, `state-${run}.json`),
    };
  }

  const bridge = () => ({
    url: `${process.env.STACK_URL}/functions/v1/game-bridge`,
    key: process.env.STACK_GAME_BRIDGE_KEY,
  });

  function runImport(server, now = NOW, key = bridge().key) {
    return importLitebans({ db, ...server, bridge: { ...bridge(), key }, now: () => now });
  }

  async function siteRows(source) {
    const { data, error } = await serviceClient()
      .from('punishments')
      .select(
        'source_id, player_name, player_uuid, type, reason, staff_name, date, expires, active, revoked_by_name, revoked_at, revoked_reason',
      )
      .eq('source', source)
      .order('source_id');
    if (error) throw new Error(error.message);
    return Object.fromEntries(data.map((row) => [row.source_id, row]));
  }

  describe('a first run', () => {
    const at = NOW - 10 * HOUR;
    const heimdall = randomUUID();
    let server;
    let ids;
    let first;
    let rows;
    let ragnar;

    // A LiteBans history with every kind of row, imported once (MariaDB's DDL and a cold bridge
    // take a few seconds; the checks below read the result).
    beforeAll(async () => {
      server = await freshServer();
      const { prefix } = server;
      ragnar = randomUUID();
      // A staff member the rows name by UUID alone.
      await insertLitebansNames(db, [[heimdall, 'Heimdall_Watch']], prefix, new Date(NOW - HOUR));
      // Renamed: the latest name counts.
      await insertLitebansNames(db, [[ragnar, 'Ragnar_Old']], prefix, new Date(NOW - 48 * HOUR));
      await insertLitebansNames(db, [[ragnar, 'Ragnar']], prefix, new Date(NOW - HOUR));
      const [permanent, running, ranOut, removed, expired] = await insertLitebansRows(
        db,
        'bans',
        [
          {
            uuid: ragnar,
            reason: '§cX-ray',
            banned_by_uuid: 'tyr',
            banned_by_name: 'Tyr',
            time: at,
          },
          {
            uuid: ragnar,
            reason: 'Griefing',
            time: at,
            until: NOW + HOUR,
            banned_by_uuid: heimdall,
            banned_by_name: null,
          },
          { uuid: ragnar, reason: 'Spam', time: at, until: NOW - HOUR },
          {
            uuid: ragnar,
            reason: 'Duping',
            time: at,
            active: 0,
            removed_by_uuid: heimdall,
            removed_by_name: null,
            removed_by_date: new Date(NOW - 2 * HOUR),
            removed_by_reason: 'Appeal accepted',
          },
          { uuid: ragnar, time: at, until: NOW - HOUR, active: 0, removed_by_name: '#expired' },
        ],
        prefix,
      );
      const [ipOnly] = await insertLitebansRows(
        db,
        'bans',
        [{ uuid: '#offline#', time: at }],
        prefix,
      );
      const [mute] = await insertLitebansRows(
        db,
        'mutes',
        [{ uuid: ragnar, reason: null }],
        prefix,
      );
      const [warning] = await insertLitebansRows(
        db,
        'warnings',
        [{ uuid: ragnar, time: at, until: NOW + 24 * HOUR }],
        prefix,
      );
      const [kick] = await insertLitebansRows(db, 'kicks', [{ uuid: ragnar, until: 0 }], prefix);
      ids = { permanent, running, ranOut, removed, expired, ipOnly, mute, warning, kick };
      first = await runImport(server);
      rows = await siteRows(server.source);
    }, 60_000);

    it('sends every punishment of a player, not those of an IP address alone', () => {
      expect(first).toMatchObject({ read: 9, skipped: 1, pushed: 8, inserted: 8, open: 4 });
      expect(Object.keys(rows).sort()).toEqual(
        [
          `ban:${ids.permanent}`,
          `ban:${ids.running}`,
          `ban:${ids.ranOut}`,
          `ban:${ids.removed}`,
          `ban:${ids.expired}`,
          `kick:${ids.kick}`,
          `mute:${ids.mute}`,
          `warn:${ids.warning}`,
        ].sort(),
      );
      expect(rows).not.toHaveProperty(`ban:${ids.ipOnly}`);
    });

    it("maps each row: the player's latest name, staff, reason, dates", () => {
      expect(rows[`ban:${ids.permanent}`]).toMatchObject({
        player_name: 'Ragnar',
        type: 'ban',
        reason: 'X-ray',
        staff_name: 'Tyr',
        expires: null,
        active: true,
      });
      expect(Date.parse(rows[`ban:${ids.permanent}`].date)).toBe(at);
      // Named by the history when the row leaves the name out.
      expect(rows[`ban:${ids.running}`]).toMatchObject({
        active: true,
        staff_name: 'Heimdall_Watch',
      });
      expect(Date.parse(rows[`ban:${ids.running}`].expires)).toBe(NOW + HOUR);
      expect(rows[`mute:${ids.mute}`]).toMatchObject({ reason: 'No reason given', active: true });
      expect(rows[`kick:${ids.kick}`]).toMatchObject({
        type: 'kick',
        active: false,
        expires: null,
      });
    });

    it('removed and expired rows are inactive; a lift says who, when and why', () => {
      expect(rows[`ban:${ids.ranOut}`].active).toBe(false);
      expect(rows[`ban:${ids.expired}`]).toMatchObject({ active: false, revoked_by_name: null });
      expect(rows[`ban:${ids.removed}`]).toMatchObject({
        active: false,
        revoked_by_name: 'Heimdall_Watch',
        revoked_reason: 'Appeal accepted',
      });
      expect(Date.parse(rows[`ban:${ids.removed}`].revoked_at)).toBe(NOW - 2 * HOUR);
    });

    it('the rows follow their player: an old name finds the record, under the current one', async () => {
      expect(rows[`ban:${ids.permanent}`].player_uuid).toBe(ragnar);
      const { data, error } = await serviceClient().rpc('punishment_history', {
        p_player: 'Ragnar_Old',
        p_page: 1,
        p_page_size: 25,
      });
      if (error) throw new Error(error.message);
      expect(data).toMatchObject({ player_name: 'Ragnar', player_uuid: ragnar, total: 8 });
    });

    it('a second run rechecks the rows in force and sends nothing', async () => {
      expect(await runImport(server)).toMatchObject({ read: 0, rechecked: 4, pushed: 0, open: 4 });
    });
  });

  describe('an incremental run', () => {
    let server;
    let ids;
    let later;
    let rows;

    beforeAll(async () => {
      server = await freshServer();
      const { prefix } = server;
      const at = NOW - 10 * HOUR;
      const [bjorn, sigurd] = [randomUUID(), randomUUID()];
      const [permanent, running, deleted, untouched, renamed] = await insertLitebansRows(
        db,
        'bans',
        [
          { time: at },
          { time: at, until: NOW + HOUR },
          { time: at },
          { time: at, reason: 'Stays as it is', uuid: bjorn },
          { time: at, uuid: sigurd },
        ],
        prefix,
      );
      await insertLitebansNames(
        db,
        [
          [bjorn, 'Bjorn'],
          [sigurd, 'Sigurd'],
        ],
        prefix,
      );
      const first = await runImport(server);
      expect(first).toMatchObject({ inserted: 5, open: 5 });

      // On the server meanwhile: a staff member lifts one, one is purged, a player renames, ten
      // more are handed out.
      await db.query(
        `update ${prefix}bans set active = b'0', removed_by_uuid = 'odin', removed_by_name = 'Odin',
         removed_by_date = now() where id = ?`,
        [permanent],
      );
      await db.query(`delete from ${prefix}bans where id = ?`, [deleted]);
      await insertLitebansNames(db, [[sigurd, 'Sigurd_Snake']], prefix);
      const added = await insertLitebansRows(
        db,
        'mutes',
        Array.from({ length: 10 }, (_, i) => ({ reason: `Caps ${i}`, until: NOW + 5 * HOUR })),
        prefix,
      );
      ids = { permanent, running, deleted, untouched, renamed, added };
      // Two hours later: the running ban has run out (nothing in LiteBans changed for it).
      later = await runImport(server, NOW + 2 * HOUR);
      rows = await siteRows(server.source);
    }, 60_000);

    it('sends the new rows and only the rows in force that changed', () => {
      expect(later).toMatchObject({
        read: 10,
        rechecked: 4,
        pushed: 14,
        inserted: 10,
        updated: 4,
        unchanged: 0,
        open: 12,
      });
      for (const id of ids.added) expect(rows[`mute:${id}`].active).toBe(true);
      expect(rows[`ban:${ids.untouched}`]).toMatchObject({
        active: true,
        reason: 'Stays as it is',
        player_name: 'Bjorn',
      });
    });

    it('a removal, an expiry and a purge make the row inactive', () => {
      expect(rows[`ban:${ids.permanent}`].active).toBe(false);
      expect(rows[`ban:${ids.running}`].active).toBe(false);
      expect(rows[`ban:${ids.deleted}`].active).toBe(false);
    });

    it("a rename reaches the player's rows in force", () => {
      expect(rows[`ban:${ids.renamed}`]).toMatchObject({
        active: true,
        player_name: 'Sigurd_Snake',
      });
    });

    it('closed rows are not read again', async () => {
      expect(await runImport(server, NOW + 2 * HOUR)).toMatchObject({ rechecked: 12, pushed: 0 });
    });
  });

  it('stops at a refused batch and keeps its place: the next run starts from there', async () => {
    const server = await freshServer();
    await insertLitebansRows(db, 'bans', [{}, {}], server.prefix);
    await expect(runImport(server, NOW, 'not-the-key')).rejects.toThrow(
      'the bridge refused a batch (401): Send the bridge key as Authorization: Bearer <key>',
    );
    const state = JSON.parse(readFileSync(server.stateFile, 'utf8'));
    expect(state.tables.bans).toEqual({ last_id: 0, open: {} });
    expect(await siteRows(server.source)).toEqual({});
    expect(await runImport(server)).toMatchObject({ read: 2, inserted: 2 });
  });

  it('refuses a state file of another source', async () => {
    const server = await freshServer();
    await runImport(server);
    await expect(runImport({ ...server, source: 'other' })).rejects.toThrow(
      /is for source "litebans-.*" and tables "lb\d+_\*"/,
    );
  });
});
