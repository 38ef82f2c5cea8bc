// `pnpm bridge:litebans`: LiteBans' punishments into the site through the game bridge,
// incrementally. A state file remembers, per table, the last id sent and the rows sent while in
// force ("open"), with what was sent for them:
//   - rows with a higher id are new: read in id order, 1,000 at a time, and sent;
//   - open rows are read again on every run: LiteBans changes a row in place when it is removed
//     (active, removed_by_*), edited (reason, until) or when it runs out (nothing changes: the
//     clock does), so each is mapped again and sent when it now reads differently; once it is no
//     longer in force it is closed and never read again (LiteBans does not revive a removed row);
//   - an open row LiteBans deleted is sent once more as no longer in force;
//   - names come from litebans_history (litebans-names.mjs; each player's latest): new rows look
//     theirs up, open rows keep the name they were sent with unless their player has history
//     entries newer than the last run's (the state keeps the last history id), so a rename
//     reaches the rows in force; staff the row does not name are named by their UUID's latest
//     name there too, as LiteBans' web interface does; the site is sent every name of the
//     players (POST /players) before their punishments, so an old name finds their record.
// The bridge upserts by (source, source_id), so sending a row twice changes nothing: a run that
// stops half-way (or a lost state file) only costs time. Batches go two at a time; the state
// moves on in order, only past batches the bridge accepted.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { postBridge } from './litebans-bridge-post.mjs';
import { createNameBook } from './litebans-names.mjs';
import { LITEBANS_TABLES, punishesPlayer, toBridgePunishment } from './litebans-row.mjs';

// 2: items carry UUIDs and who lifted them, when and why (issue 38). A state of version 1 starts
// over once, so rows closed before reach the site with their lift.
const STATE_VERSION = 2;
const BATCH_SIZE = 1000;
/** Batches in flight at once: one being written while the next is read and sent. */
const CONCURRENCY = 2;
/** The state is written at most this often while a run goes on, and at its end. */
const SAVE_EVERY_MS = 2000;
/** What every table has; removable ones add who removed it. BIT(1) read as a number. */
const columnsOf = (db) =>
  `id, uuid, reason, banned_by_uuid, banned_by_name, time, until, ${db.asInteger('active')} as active`;
const REMOVAL_COLUMNS = 'removed_by_uuid, removed_by_name, removed_by_date, removed_by_reason';

/**
 * @typedef {{ last_id: number, open: Record<string, object> }} TableState
 * @typedef {{ version: number, source: string, prefix: string, history_id: number,
 *   tables: Record<string, TableState> }} ImportState
 * @typedef {{ read: number, skipped: number, rechecked: number, pushed: number, inserted: number,
 *   updated: number, unchanged: number, open: number }} ImportSummary
 */

function loadState(file, source, prefix, log) {
  const fresh = { version: STATE_VERSION, source, prefix, history_id: 0, tables: {} };
  let state;
  try {
    state = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') {
      throw new Error(`cannot read the state file ${file}: ${error.message}`, { cause: error });
    }
    state = fresh;
  }
  if (state.version === 1 && state.source === source && state.prefix === prefix) {
    log(`${file} is from an earlier version: every row is sent again once (UUIDs, lifts)`);
    state = fresh;
  }
  if (state.version !== STATE_VERSION || state.source !== source || state.prefix !== prefix) {
    throw new Error(
      `the state file ${file} is for source "${state.source}" and tables "${state.prefix}*": name another file (--state) for this one`,
    );
  }
  state.history_id ??= 0;
  for (const { table } of LITEBANS_TABLES) state.tables[table] ??= { last_id: 0, open: {} };
  return state;
}

function saveState(file, state) {
  // Written whole, then renamed over the old one: a crash leaves one or the other.
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state)}\n`);
  renameSync(temporary, file);
}

/**
 * @param {{
 *   db: import('./litebans-db.mjs').LitebansDatabase,
 *   bridge: { url: string, key: string },
 *   stateFile: string,
 *   prefix?: string,
 *   source?: string,
 *   now?: () => number,
 *   log?: (line: string) => void,
 * }} options  bridge.url: the function's URL, e.g. https://<ref>.supabase.co/functions/v1/game-bridge
 * @returns {Promise<ImportSummary>}
 */
export async function importLitebans({
  db,
  bridge,
  stateFile,
  prefix = 'litebans_',
  source = 'litebans',
  now = Date.now,
  log = () => {},
}) {
  if (!/^[A-Za-z0-9_]*$/.test(prefix))
    throw new Error(`table prefix "${prefix}": letters, digits and _ only`);
  const state = loadState(stateFile, source, prefix, log);
  /** @type {ImportSummary} */
  const summary = {
    read: 0,
    skipped: 0,
    rechecked: 0,
    pushed: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    open: 0,
  };
  const names = createNameBook({ db, prefix, bridge });
  // Players with names newer than the last run's: their open rows take their latest name.
  const [{ history_id: historyId }] = await db.query(
    `select coalesce(max(id), 0) as history_id from ${prefix}history`,
  );
  const renamedRows = await db.query(`select distinct uuid from ${prefix}history where id > ?`, [
    state.history_id,
  ]);
  const renamed = new Set(renamedRows.map((row) => row.uuid));
  const at = now();

  // Batches in flight, oldest first; each applies its state change once it and all before it
  // are accepted.
  const inFlight = [];
  let savedAt = Date.now();
  async function send(items, apply) {
    const sent =
      items.length > 0 ? postBridge(bridge, '/punishments', items) : Promise.resolve(null);
    sent.catch(() => {});
    const previous = inFlight.at(-1) ?? Promise.resolve();
    const done = previous.then(async () => {
      const answer = await sent;
      if (answer) {
        summary.pushed += items.length;
        summary.inserted += answer.inserted;
        summary.updated += answer.updated;
        summary.unchanged += answer.unchanged;
      }
      apply();
      if (Date.now() - savedAt >= SAVE_EVERY_MS) {
        saveState(stateFile, state);
        savedAt = Date.now();
      }
    });
    done.catch(() => {});
    inFlight.push(done);
    if (inFlight.length >= CONCURRENCY) await inFlight.shift();
  }

  try {
    for (const kind of LITEBANS_TABLES) {
      const tableState = state.tables[kind.table];
      const columns = kind.removable ? `${columnsOf(db)}, ${REMOVAL_COLUMNS}` : columnsOf(db);
      const from = `${prefix}${kind.table}`;
      const map = (row) =>
        toBridgePunishment(row, kind, {
          source,
          playerName: names.latestOf(row.uuid),
          now: at,
          staffNames: names.latest,
        });
      /** An open row as it reads now, with the name it was sent with unless its player renamed. */
      const remap = (row, before) =>
        renamed.has(row.uuid)
          ? map(row)
          : toBridgePunishment(row, kind, {
              source,
              playerName: before.player_name,
              now: at,
              staffNames: names.latest,
            });

      // Rows sent while in force: read again, sent when they read differently now.
      const openIds = Object.keys(tableState.open);
      for (let start = 0; start < openIds.length; start += BATCH_SIZE) {
        const ids = openIds.slice(start, start + BATCH_SIZE);
        const rows = await db.query(`select ${columns} from ${from} where id in (?)`, [ids]);
        summary.rechecked += rows.length;
        await names.lookUp(rows);
        await names.sendPlayers(rows.filter((row) => renamed.has(row.uuid)));
        const byId = new Map(rows.map((row) => [String(row.id), row]));
        const changed = [];
        for (const id of ids) {
          const row = byId.get(id);
          const before = tableState.open[id];
          const after =
            row && punishesPlayer(row) ? remap(row, before) : { ...before, active: false };
          if (JSON.stringify(after) !== JSON.stringify(before)) changed.push([id, after]);
        }
        await send(
          changed.map(([, item]) => item),
          () => {
            for (const [id, item] of changed) {
              if (item.active) tableState.open[id] = item;
              else delete tableState.open[id];
            }
          },
        );
      }

      // New rows, in id order (the state's last id moves only once a batch is accepted).
      let cursor = tableState.last_id;
      for (;;) {
        const rows = await db.query(
          `select ${columns} from ${from} where id > ? order by id limit ${BATCH_SIZE}`,
          [cursor],
        );
        if (rows.length === 0) break;
        summary.read += rows.length;
        const players = rows.filter(punishesPlayer);
        summary.skipped += rows.length - players.length;
        await names.lookUp(players);
        await names.sendPlayers(players);
        const items = players.map((row) => [String(row.id), map(row)]);
        const lastId = Number(rows.at(-1).id);
        cursor = lastId;
        await send(
          items.map(([, item]) => item),
          () => {
            for (const [id, item] of items) if (item.active) tableState.open[id] = item;
            tableState.last_id = lastId;
          },
        );
        if (rows.length < BATCH_SIZE) break;
      }
      log(`${from}: read up to id ${cursor}`);
    }
    while (inFlight.length > 0) await inFlight.shift();
    state.history_id = Number(historyId);
    saveState(stateFile, state);
  } catch (error) {
    // Keep what was accepted before the failure: the next run goes on from there.
    await Promise.allSettled(inFlight);
    saveState(stateFile, state);
    throw error;
  }
  summary.open = Object.values(state.tables).reduce(
    (sum, table) => sum + Object.keys(table.open).length,
    0,
  );
  return summary;
}
