// The game bridge's auction routes (README "Game bridge"): the game server lists the auctions won
// and not yet handed over, gives each item to its winner in game, then marks it delivered.
//   GET  /functions/v1/game-bridge/auctions/won
//   POST /functions/v1/game-bridge/auctions/<id>/delivered   (idempotent)
// The caller is already authenticated by the bridge's key; the database answers as the service
// role (bridge_won_auctions, bridge_mark_auction_delivered: service role only).
import { jsonResponse } from '../_shared/http.ts';

/** How the routes reach the database: an RPC as the service role, answered as PostgREST does. */
export type ServiceRpc = (name: string, args: Record<string, unknown>) => Promise<Response>;

const json = (status: number, body: unknown) => jsonResponse(status, body, {});

const DELIVERED = /^\/auctions\/([^/]+)\/delivered$/;

async function databaseError(response: Response): Promise<Response> {
  const { message } = (await response.json().catch(() => ({}))) as { message?: string };
  if (response.status === 404 || response.status === 409) {
    return json(response.status, { error: message ?? 'Refused' });
  }
  throw new Error(`game-bridge: the database answered ${response.status}: ${message ?? ''}`);
}

/** Answers `path` (after /game-bridge) when it is an auction route, else null. */
export async function handleAuctionRoute(
  req: Request,
  path: string,
  rpc: ServiceRpc,
): Promise<Response | null> {
  if (path === '/auctions/won') {
    if (req.method !== 'GET') return json(405, { error: 'Use GET' });
    const response = await rpc('bridge_won_auctions', {});
    if (!response.ok) return databaseError(response);
    return json(200, { auctions: await response.json() });
  }
  const delivered = DELIVERED.exec(path);
  if (delivered) {
    if (req.method !== 'POST') return json(405, { error: 'Use POST' });
    const id = Number(delivered[1]);
    if (!/^[1-9][0-9]{0,15}$/.test(delivered[1] ?? '') || !Number.isSafeInteger(id)) {
      return json(400, { error: 'The auction id must be a positive whole number' });
    }
    const response = await rpc('bridge_mark_auction_delivered', { p_listing_id: id });
    if (!response.ok) return databaseError(response);
    const [row] = (await response.json()) as unknown[];
    return json(200, row);
  }
  return null;
}
