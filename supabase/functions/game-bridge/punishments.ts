// POST /punishments: a batch of the game server's punishments, upserted by (source, source_id)
// in one statement (bridge_upsert_punishments): all of it or, when any item is bad, none.
import { checkPunishmentBatch } from './punishment-batch.ts';
import { json, readJson, type BridgeRoute } from './router.ts';

async function upsertPunishments(req: Request, { rest }: Parameters<BridgeRoute['handle']>[1]) {
  const body = await readJson(req, 'The body is not JSON: send a JSON array of punishments');
  if (!body.ok) return body.response;
  const batch = checkPunishmentBatch(body.value);
  if (!batch.ok) {
    const { error, index, reason } = batch;
    return json(400, index === undefined ? { error } : { error, index, reason });
  }
  const answer = await rest.rpc('bridge_upsert_punishments', { p_items: batch.items });
  if (answer.ok) return json(200, await answer.json());
  // Every item passed the table's rules, so this is the database failing (or a rule the checks
  // lack: a bug of the bridge). Its words are for the function's log, never for the caller.
  const { message } = (await answer.json().catch(() => ({}))) as { message?: string };
  console.error(`game-bridge: upserting punishments failed: ${answer.status} ${message ?? ''}`);
  return json(502, { error: 'The database did not take the batch; nothing was written' });
}

export const punishmentRoutes: BridgeRoute[] = [
  { method: 'POST', path: '/punishments', handle: upsertPunishments },
];
