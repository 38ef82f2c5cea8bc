// POST /punishments: a batch of the game server's punishments, upserted by (source, source_id)
// in one statement (bridge_upsert_punishments): all of it or, when any item is bad, none.
import { checkPunishmentBatch } from './punishment-batch.ts';
import { json, type BridgeRoute } from './router.ts';

async function upsertPunishments(req: Request, { rest }: Parameters<BridgeRoute['handle']>[1]) {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return json(400, { error: 'The body is not JSON: send a JSON array of punishments' });
  }
  const batch = checkPunishmentBatch(body);
  if (!batch.ok) {
    const { error, index, reason } = batch;
    return json(400, index === undefined ? { error } : { error, index, reason });
  }
  const answer = await rest.rpc('bridge_upsert_punishments', { p_items: batch.items });
  if (answer.ok) return json(200, await answer.json());
  const { message } = (await answer.json().catch(() => ({}))) as { message?: string };
  if (answer.status >= 500) {
    console.error(`game-bridge: upserting punishments failed: ${answer.status} ${message ?? ''}`);
    return json(502, { error: 'The database did not take the batch; nothing was written' });
  }
  // A rule of the table the item checks do not know: still nothing of the batch is written.
  return json(400, { error: `The database refused the batch: ${message ?? answer.statusText}` });
}

export const punishmentRoutes: BridgeRoute[] = [
  { method: 'POST', path: '/punishments', handle: upsertPunishments },
];
