// POST /players: the game server's players as it names them now, [{ uuid, name }] — sent on each
// join, so a rename reaches the site the next time the player comes in. Upserted by UUID
// (bridge_upsert_players): a new player is added, a renamed one renamed (the old name stays among
// the names they held), the same item again changes nothing.
import { checkBatch, checkFields, type BatchCheck } from './batch.ts';
import { batchRoute } from './batch-route.ts';
import type { BridgeRoute } from './router.ts';
import { checkPlayerName, checkUuid } from './values.ts';

export interface BridgePlayer {
  uuid: string;
  name: string;
}

export function checkPlayerBatch(body: unknown): BatchCheck<BridgePlayer> {
  return checkBatch(body, {
    noun: 'players',
    check(item) {
      const fields = checkFields(item, ['uuid', 'name']);
      return { uuid: checkUuid(fields.uuid, 'uuid'), name: checkPlayerName(fields.name, 'name') };
    },
    keys: (player) => [{ key: player.uuid, name: 'the uuid' }],
  });
}

export const playerRoutes: BridgeRoute[] = [
  batchRoute({
    path: '/players',
    noun: 'players',
    check: checkPlayerBatch,
    rpc: 'bridge_upsert_players',
  }),
];
