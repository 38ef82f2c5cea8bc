// POST /punishments: a batch of the game server's punishments, upserted by (source, source_id)
// in one statement (bridge_upsert_punishments): all of it or, when any item is bad, none.
import { batchRoute } from './batch-route.ts';
import { checkPunishmentBatch } from './punishment-batch.ts';
import type { BridgeRoute } from './router.ts';

export const punishmentRoutes: BridgeRoute[] = [
  batchRoute({
    path: '/punishments',
    noun: 'punishments',
    check: checkPunishmentBatch,
    rpc: 'bridge_upsert_punishments',
  }),
];
