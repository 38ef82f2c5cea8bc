// LiteBans' tables as the plugin creates them on MySQL/MariaDB, and realistic rows in them, for
// the import's tests and benchmark (nothing here runs against a real server's data).
import { randomUUID } from 'node:crypto';

const PUNISHMENT_COLUMNS = `
  id bigint unsigned not null auto_increment primary key,
  uuid varchar(36) character set ascii default null,
  ip varchar(45) character set ascii default null,
  reason varchar(2048) default null,
  banned_by_uuid varchar(36) not null,
  banned_by_name varchar(128) default null,
  %removed%
  time bigint not null,
  until bigint not null,
  template tinyint unsigned not null default 255,
  server_scope varchar(32) default null,
  server_origin varchar(32) default null,
  silent bit(1) not null,
  ipban bit(1) not null,
  ipban_wildcard bit(1) not null default b'0',
  active bit(1) not null,
  %extra%
  key idx_uuid (uuid), key idx_ip (ip), key idx_time (time), key idx_until (until),
  key idx_active (active)`;
const REMOVED_COLUMNS = `
  removed_by_uuid varchar(36) default null,
  removed_by_name varchar(128) default null,
  removed_by_reason varchar(2048) default null,
  removed_by_date timestamp null default null,`;

/** Creates LiteBans' punishment and history tables (columns and indexes as the plugin's). */
export async function createLitebansTables(db, prefix = 'litebans_') {
  for (const [table, removable, extra] of [
    ['bans', true, ''],
    ['mutes', true, ''],
    ['warnings', true, 'warned bit(1) not null,'],
    ['kicks', false, ''],
  ]) {
    const columns = PUNISHMENT_COLUMNS.replace(
      '%removed%',
      removable ? REMOVED_COLUMNS : '',
    ).replace('%extra%', extra);
    await db.query(
      `create table ${prefix}${table} (${columns}) engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`,
    );
  }
  await db.query(`create table ${prefix}history (
    id bigint unsigned not null auto_increment primary key,
    date timestamp null default current_timestamp,
    name varchar(16) default null,
    uuid varchar(36) default null,
    ip varchar(45) default null,
    key idx_uuid (uuid), key idx_name (name), key idx_ip (ip)
  ) engine=InnoDB default charset=utf8mb4 collate=utf8mb4_unicode_ci`);
}

/**
 * Inserts rows into a LiteBans table. Fields default to an active permanent punishment of a
 * random player by the console, now.
 * @returns {Promise<number[]>} the new ids
 */
export async function insertLitebansRows(db, table, rows, prefix = 'litebans_') {
  const removable = table !== 'kicks';
  const full = rows.map((row) => ({
    uuid: randomUUID(),
    ip: '#',
    reason: 'Rule violation',
    banned_by_uuid: 'CONSOLE',
    banned_by_name: 'Console',
    time: Date.now(),
    until: -1,
    server_scope: '*',
    server_origin: 'survival',
    silent: 0,
    ipban: 0,
    active: 1,
    ...(removable ? { removed_by_uuid: null, removed_by_name: null, removed_by_date: null } : {}),
    ...(table === 'warnings' ? { warned: 1 } : {}),
    ...row,
  }));
  const columns = Object.keys(full[0]);
  const ids = [];
  for (let start = 0; start < full.length; start += 1000) {
    const chunk = full.slice(start, start + 1000);
    const [result] = await db.query(
      `insert into ${prefix}${table} (${columns.join(', ')}) values ?`,
      [chunk.map((row) => columns.map((column) => row[column]))],
    );
    for (let i = 0; i < chunk.length; i += 1) ids.push(result.insertId + i);
  }
  return ids;
}

/** Names in litebans_history: [uuid, name] pairs, each at `date` (default now). */
export async function insertLitebansNames(db, pairs, prefix = 'litebans_', date = new Date()) {
  for (let start = 0; start < pairs.length; start += 1000) {
    await db.query(`insert into ${prefix}history (uuid, name, ip, date) values ?`, [
      pairs.slice(start, start + 1000).map(([uuid, name]) => [uuid, name, '127.0.0.1', date]),
    ]);
  }
}

/** A small deterministic generator, so a seed gives the same data set every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STAFF = [
  ['CONSOLE', 'Console'],
  ['5d1b0c6e-1f0a-4c1e-9a51-0f6ad1a0b001', 'Tyr_Justice'],
  ['5d1b0c6e-1f0a-4c1e-9a51-0f6ad1a0b002', 'Freya_Mod'],
  ['5d1b0c6e-1f0a-4c1e-9a51-0f6ad1a0b003', 'Heimdall_Watch'],
  ['5d1b0c6e-1f0a-4c1e-9a51-0f6ad1a0b004', 'Forseti_Helper'],
];
const REASONS = {
  bans: ['X-ray resource pack', 'Griefing the longhouse', '§cHacking (fly)', 'Duping items', null],
  mutes: ['Spam in trade chat', 'Advertising another server', '&eToxic language', 'Caps'],
  warnings: ['Building too close to a guild hall', 'Inappropriate sign text', 'Minor chat rule'],
  kicks: ['AFK farming at the mob grinder', 'Spawn camping', 'Lag machine', ''],
};
const NAME_PARTS = ['Thor', 'Loki', 'Freya', 'Odin', 'Sigurd', 'Ragnar', 'Bjorn', 'Astrid', 'Ivar'];
const DAY = 86_400_000;

/**
 * A realistic LiteBans history: `count` punishments over two years before `now` (30 % warnings,
 * 25 % mutes, 25 % kicks, 20 % bans; a third of bans permanent; 12 % removed early; of the
 * temporary ones that ran out, half marked '#expired' by LiteBans and half still flagged active;
 * 2 % IP-only), by `players` players whose names are in litebans_history (some renamed once).
 */
export async function fillLitebans(
  db,
  { count, now = Date.now(), seed = 29, prefix = 'litebans_' },
) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const players = Array.from({ length: Math.max(10, Math.round(count / 5)) }, (_, i) => [
    randomUUID(),
    `${pick(NAME_PARTS)}_${i}`.slice(0, 16),
  ]);
  const renamed = players
    .filter(() => next() < 0.1)
    .map(([uuid, name]) => [uuid, `${name}x`.slice(0, 16)]);
  await insertLitebansNames(db, players, prefix, new Date(now - 400 * DAY));
  await insertLitebansNames(db, renamed, prefix, new Date(now - 100 * DAY));
  const byTable = { bans: [], mutes: [], warnings: [], kicks: [] };
  for (let i = 0; i < count; i += 1) {
    const u = next();
    const table = u < 0.3 ? 'warnings' : u < 0.55 ? 'mutes' : u < 0.8 ? 'kicks' : 'bans';
    const [staffUuid, staffName] = pick(STAFF);
    const time = now - Math.floor(next() * 730 * DAY);
    const permanent = table === 'bans' ? next() < 0.33 : table !== 'kicks' && next() < 0.05;
    const until = table === 'kicks' ? 0 : permanent ? -1 : time + Math.ceil(next() * 30 * DAY);
    const row = {
      uuid: next() < 0.02 ? '#offline#' : pick(players)[0],
      reason: pick(REASONS[table]),
      banned_by_uuid: staffUuid,
      banned_by_name: staffName,
      time,
      until,
      active: 1,
    };
    if (table !== 'kicks') {
      if (next() < 0.12) {
        const [removerUuid, removerName] = pick(STAFF);
        Object.assign(row, {
          active: 0,
          removed_by_uuid: removerUuid,
          removed_by_name: removerName,
          removed_by_date: new Date(time + DAY),
        });
      } else if (until > 0 && until < now && next() < 0.5) {
        Object.assign(row, {
          active: 0,
          removed_by_name: '#expired',
          removed_by_date: new Date(until),
        });
      }
    }
    byTable[table].push(row);
  }
  // In time order within each table, as LiteBans writes them.
  for (const [table, rows] of Object.entries(byTable)) {
    rows.sort((a, b) => a.time - b.time);
    if (rows.length) await insertLitebansRows(db, table, rows, prefix);
  }
}
