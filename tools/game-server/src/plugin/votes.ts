import { createHash } from 'node:crypto';
import type { NuVotifierVote } from '../plugin-api';
import type { BridgeVote } from './bridge-client';

/**
 * When the vote was cast: vote sites send milliseconds since 1970 (NuVotifier's own format),
 * some seconds; anything else counts as the moment it arrived.
 */
export function voteTime(timeStamp: string, arrived: Date): string {
  const n = Number(timeStamp.trim());
  if (!timeStamp.trim() || !Number.isFinite(n) || n <= 0) return arrived.toISOString();
  const ms = n < 100_000_000_000 ? n * 1000 : n;
  const at = new Date(ms);
  return Number.isNaN(at.getTime()) ? arrived.toISOString() : at.toISOString();
}

/**
 * The bridge's vote for a NuVotifier vote. Its id is derived from what the site sent, so the same
 * vote delivered twice (NuVotifier retries, a resend) is one vote on the site.
 */
export function bridgeVote(vote: NuVotifierVote, uuid: string, arrived = new Date()): BridgeVote {
  const id = createHash('sha256')
    .update([vote.serviceName, vote.username.toLowerCase(), vote.timeStamp].join('\n'))
    .digest('hex')
    .slice(0, 32);
  return {
    service: vote.serviceName,
    uuid,
    name: vote.username,
    at: voteTime(vote.timeStamp, arrived),
    id,
  };
}
