// A batch route of the bridge (POST /punishments, /players, /votes): the body read as JSON, the
// batch checked (batch.ts), then written by one database function in one transaction — all of it
// or, when any item is bad, none. A database failure after the checks is a 502 in the bridge's
// words; the database's own go to the function's log only.
import type { BatchCheck } from './batch.ts';
import { json, readJson, type BridgeRoute } from './router.ts';

/** The database failed (or refused what the checks passed: a bug of the bridge). */
export async function databaseFailed(answer: Response, what: string, error: string) {
  const { message } = (await answer.json().catch(() => ({}))) as { message?: string };
  console.error(`game-bridge: ${what} failed: ${answer.status} ${message ?? ''}`);
  return json(502, { error });
}

export function batchRoute<T>({
  path,
  noun,
  check,
  rpc,
}: {
  path: string;
  /** What the items are, plural ('players'): the refusals say it. */
  noun: string;
  check(body: unknown): BatchCheck<T>;
  /** The database function taking the checked items as `p_items`. */
  rpc: string;
}): BridgeRoute {
  return {
    method: 'POST',
    path,
    async handle(req, { rest }) {
      const body = await readJson(req, `The body is not JSON: send a JSON array of ${noun}`);
      if (!body.ok) return body.response;
      const batch = check(body.value);
      if (!batch.ok) {
        const { error, index, reason } = batch;
        return json(400, index === undefined ? { error } : { error, index, reason });
      }
      const answer = await rest.rpc(rpc, { p_items: batch.items });
      if (answer.ok) return json(200, await answer.json());
      return databaseFailed(
        answer,
        `writing ${noun}`,
        'The database did not take the batch; nothing was written',
      );
    },
  };
}
