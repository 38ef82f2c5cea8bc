// POST /votes: votes as NuVotifier hands them to the server's plugin, [{ service, uuid, name, at,
// id }]. Each vote counts once (bridge_record_votes): by its id, or, without one, by its service,
// player and moment — a vote sent again changes nothing.
import { checkBatch, checkFields, type BatchCheck } from './batch.ts';
import { batchRoute } from './batch-route.ts';
import type { BridgeRoute } from './router.ts';
import { checkDateTime, checkGameId, checkPlayerName, checkText, checkUuid } from './values.ts';

export interface BridgeVote {
  /** The vote site, as NuVotifier names it (its serviceName). */
  service: string;
  uuid: string;
  name: string;
  /** When it was cast: ISO 8601 with a zone. */
  at: string;
  /** The vote's key on the game side; null: the vote is its service, player and moment. */
  id: string | null;
}

const checkVoteId = (value: unknown): string | null =>
  value === undefined || value === null ? null : checkGameId(value);

export function checkVoteBatch(body: unknown): BatchCheck<BridgeVote> {
  return checkBatch(body, {
    noun: 'votes',
    check(item) {
      const fields = checkFields(item, ['service', 'uuid', 'name', 'at'], ['id']);
      return {
        service: checkText(fields.service, 'service', 64),
        uuid: checkUuid(fields.uuid, 'uuid'),
        name: checkPlayerName(fields.name, 'name'),
        at: checkDateTime(fields.at, 'at').text,
        id: checkVoteId(fields.id),
      };
    },
    keys: ({ id, service, uuid, at }) => [
      ...(id === null ? [] : [{ key: id, name: 'the id' }]),
      // One moment however it is written (zones, fractions).
      { key: JSON.stringify([service, uuid, Date.parse(at)]), name: 'the service, uuid and at' },
    ],
  });
}

export const voteRoutes: BridgeRoute[] = [
  batchRoute({ path: '/votes', noun: 'votes', check: checkVoteBatch, rpc: 'bridge_record_votes' }),
];
