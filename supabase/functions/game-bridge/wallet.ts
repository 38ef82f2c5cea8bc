// The wallet routes (README "Game bridge", issue 39): the economy's money crossing between the
// game and the site.
// - POST /wallet/deposits [{ id, uuid, amount, at }]: the plugin took `amount` copper from the
//   player in game; the site records it once per id (bridge_record_deposits). A deposit sent
//   again counts as already_recorded; an id sent before with another player or amount, or a
//   player the server never named, refuses the batch (409, nothing written).
// - GET /wallet/withdrawals: what members asked to have back in game, oldest first. Listing one
//   marks it picked up: its member can no longer cancel it, so the plugin can pay it.
// - POST /wallet/withdrawals/<id>/paid: the plugin paid it in game (idempotent: already_paid).
import { checkBatch, checkFields, type BatchCheck } from './batch.ts';
import { databaseFailed } from './batch-route.ts';
import { json, readJson, type BridgeRoute } from './router.ts';
import { checkCopper, checkDateTime, checkGameId, checkUuid, parseRowId } from './values.ts';

export interface BridgeDeposit {
  id: string;
  uuid: string;
  /** Copper. */
  amount: number;
  /** When the plugin took the money in game: ISO 8601 with a zone. */
  at: string;
}

export function checkDepositBatch(body: unknown): BatchCheck<BridgeDeposit> {
  return checkBatch(body, {
    noun: 'deposits',
    check(item) {
      const fields = checkFields(item, ['id', 'uuid', 'amount', 'at']);
      return {
        id: checkGameId(fields.id),
        uuid: checkUuid(fields.uuid, 'uuid'),
        amount: checkCopper(fields.amount, 'amount'),
        at: checkDateTime(fields.at, 'at').text,
      };
    },
    keys: ({ id }) => [{ key: id, name: 'the id' }],
  });
}

export const walletRoutes: BridgeRoute[] = [
  {
    method: 'POST',
    path: '/wallet/deposits',
    async handle(req, { rest }) {
      const body = await readJson(req, 'The body is not JSON: send a JSON array of deposits');
      if (!body.ok) return body.response;
      const batch = checkDepositBatch(body.value);
      if (!batch.ok) {
        const { error, index, reason } = batch;
        return json(400, index === undefined ? { error } : { error, index, reason });
      }
      const answer = await rest.rpc('bridge_record_deposits', { p_items: batch.items });
      if (answer.ok) return json(200, await answer.json());
      // The database's refusal names the item (an id sent before with other values, a player
      // the server never named): the plugin's to read; nothing was written.
      if (answer.status === 409) {
        const { message } = (await answer.json()) as { message: string };
        return json(409, { error: `${message}; nothing was recorded` });
      }
      return databaseFailed(
        answer,
        'recording deposits',
        'The database did not take the batch; nothing was recorded',
      );
    },
  },
  {
    method: 'GET',
    path: '/wallet/withdrawals',
    async handle(_req, { rest }) {
      const answer = await rest.rpc('bridge_pending_withdrawals', {});
      if (!answer.ok)
        return databaseFailed(answer, 'listing withdrawals', 'The database did not answer');
      return json(200, { withdrawals: await answer.json() });
    },
  },
  {
    method: 'POST',
    path: '/wallet/withdrawals/:id/paid',
    async handle(_req, { rest, params }) {
      const id = parseRowId(params.id);
      if (id === null)
        return json(400, { error: 'The withdrawal id must be a positive whole number' });
      const answer = await rest.rpc('bridge_mark_withdrawal_paid', { p_withdrawal_id: id });
      if (!answer.ok)
        return databaseFailed(
          answer,
          'marking a withdrawal paid',
          'The database did not answer; nothing was marked',
        );
      const result = (await answer.json()) as { refused?: 'unknown' | 'cancelled' };
      if (result.refused === 'unknown') return json(404, { error: 'Withdrawal not found' });
      if (result.refused === 'cancelled')
        return json(409, { error: 'This withdrawal was cancelled: do not pay it' });
      return json(200, result);
    },
  },
];
