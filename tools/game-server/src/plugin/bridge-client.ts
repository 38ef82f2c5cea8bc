// The plugin's side of the game bridge (README "Game bridge"): one call per route, with the
// bridge key as `Authorization: Bearer <key>`, each answer read as JSON.
import type { GameItem } from '../plugin-api';

export interface BridgeAnswer {
  method: string;
  path: string;
  /** What was sent (undefined: no body). */
  request: unknown;
  /** 0: the bridge could not be reached (no answer at all). */
  status: number;
  body: unknown;
}

export interface BridgeClientOptions {
  /** The function's URL, e.g. `http://127.0.0.1:54321/functions/v1/game-bridge`. */
  url: string;
  key: string;
  /** Sees every answer (tests, logs). */
  onAnswer?: (answer: BridgeAnswer) => void;
}

export const isAccepted = (answer: BridgeAnswer) => answer.status >= 200 && answer.status < 300;

/** No answer, too many requests or the site failing: worth sending again later. */
export const isRetryable = (answer: BridgeAnswer) =>
  answer.status === 0 || answer.status === 429 || answer.status >= 500;

/** The bridge's `{ "error": "…" }`, or what happened instead. */
export function errorText(answer: BridgeAnswer): string {
  const error = (answer.body as { error?: unknown } | null)?.error;
  if (typeof error === 'string') return error;
  return answer.status === 0 ? 'The site cannot be reached' : `The site answered ${answer.status}`;
}

export interface BridgeVote {
  service: string;
  uuid: string;
  name: string;
  at: string;
  id: string;
}

export interface BridgeListing {
  id: string;
  seller_uuid: string;
  item: GameItem;
  starting_bid: number;
  /** Minutes the listing runs: 60, 360, 720, 1440, 2880, 4320 or 10080. */
  duration: number;
}

export type BridgeClient = ReturnType<typeof bridgeClient>;

export function bridgeClient({ url, key, onAnswer }: BridgeClientOptions) {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let answer: BridgeAnswer;
    try {
      const response = await fetch(`${url.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      answer = {
        method,
        path,
        request: body,
        status: response.status,
        body: await response.json().catch(() => null),
      };
    } catch {
      answer = { method, path, request: body, status: 0, body: null };
    }
    onAnswer?.(answer);
    return answer;
  }
  const id = (value: number | string) => encodeURIComponent(String(value));
  return {
    // Today's routes.
    auctionsWon: () => call('GET', '/auctions/won'),
    markDelivered: (auctionId: number) => call('POST', `/auctions/${id(auctionId)}/delivered`),
    // Issue 38: accounts that are players.
    players: (players: { uuid: string; name: string }[]) => call('POST', '/players', players),
    link: (link: { code: string; uuid: string; name: string }) => call('POST', '/links', link),
    votes: (votes: BridgeVote[]) => call('POST', '/votes', votes),
    // Issue 39: the game's economy.
    deposits: (deposits: { id: string; uuid: string; amount: number; at: string }[]) =>
      call('POST', '/wallet/deposits', deposits),
    withdrawals: () => call('GET', '/wallet/withdrawals'),
    markWithdrawalPaid: (withdrawalId: number | string) =>
      call('POST', `/wallet/withdrawals/${id(withdrawalId)}/paid`),
    listing: (listing: BridgeListing) => call('POST', '/listings', listing),
    auctionReturns: () => call('GET', '/auctions/returns'),
    markReturned: (auctionId: number) => call('POST', `/auctions/${id(auctionId)}/returned`),
  };
}
