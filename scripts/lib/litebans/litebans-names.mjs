// Names from litebans_history, which LiteBans writes as players join: each player's names in the
// order they had them. The punishments take the latest (as LiteBans' web interface shows them),
// staff a row leaves unnamed take their UUID's latest too, and the site learns every player's
// names through the game bridge's POST /players before their punishments arrive — oldest first, so
// the latest is their current name there and an old one finds their record.
import { postBridge } from './litebans-bridge-post.mjs';
import { playerNameOf, punishesPlayer, uuidOf } from './litebans-row.mjs';

/** UUIDs in lower case (LiteBans writes Java's UUID.toString(); MySQL compares either). */
export const nameKey = (uuid) => uuidOf(uuid) ?? String(uuid);

/**
 * @param {{ db: import('./litebans-db.mjs').LitebansDatabase, prefix: string,
 *   bridge: { url: string, key: string } }} options
 */
export function createNameBook({ db, prefix, bridge }) {
  /** uuid → names, oldest first ([] when none). */
  const history = new Map();
  /** uuid → latest name or null: what toBridgePunishment reads for unnamed staff. */
  const latest = new Map();
  /** Players whose names the site has been sent in this run. */
  const sent = new Set();

  /** Looks up the names of the rows' players, and of the staff the rows leave unnamed. */
  async function lookUp(rows) {
    const uuids = rows.flatMap((row) => [
      ...(punishesPlayer(row) ? [nameKey(row.uuid)] : []),
      ...(row.banned_by_name ? [] : [uuidOf(row.banned_by_uuid)]),
      ...(row.removed_by_name ? [] : [uuidOf(row.removed_by_uuid)]),
    ]);
    const wanted = [...new Set(uuids)].filter((uuid) => uuid && !history.has(uuid));
    if (wanted.length === 0) return;
    const found = await db.query(
      `select uuid, name from ${prefix}history where uuid in (?) and name is not null order by date, id`,
      [wanted],
    );
    for (const uuid of wanted) {
      history.set(uuid, []);
      latest.set(uuid, null);
    }
    for (const { uuid, name } of found) {
      const names = history.get(nameKey(uuid));
      if (names.at(-1) !== name) names.push(name);
      latest.set(nameKey(uuid), name);
    }
  }

  /**
   * POST /players for the rows' players not sent yet: one call per round, each player's k-th name
   * in round k (a call names a player once), so their latest name is the last one sent.
   */
  async function sendPlayers(rows) {
    const players = [...new Set(rows.filter(punishesPlayer).map((row) => nameKey(row.uuid)))]
      .filter((uuid) => uuidOf(uuid) && !sent.has(uuid))
      .map((uuid) => ({
        uuid,
        names: (history.get(uuid) ?? []).map(playerNameOf).filter((name) => name !== null),
      }))
      .filter(({ names }) => names.length > 0);
    const rounds = Math.max(0, ...players.map(({ names }) => names.length));
    for (let round = 0; round < rounds; round += 1) {
      const items = players
        .filter(({ names }) => names.length > round)
        .map(({ uuid, names }) => ({ uuid, name: names[round] }));
      for (let start = 0; start < items.length; start += 1000)
        await postBridge(bridge, '/players', items.slice(start, start + 1000));
    }
    for (const { uuid } of players) sent.add(uuid);
  }

  return { lookUp, sendPlayers, latest, latestOf: (uuid) => latest.get(nameKey(uuid)) ?? null };
}
