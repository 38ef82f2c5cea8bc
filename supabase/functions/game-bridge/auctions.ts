// The game bridge's auction routes (README "Game bridge: won auctions"): the game server lists
// the auctions won and not yet handed over, gives each item to its winner in game, then marks it
// delivered (idempotent). The bridge has checked the server's key before a route runs; the
// database answers as the service role (bridge_won_auctions, bridge_mark_auction_delivered:
// service role only). Listed in handler.ts's routes beside the punishments' (router.ts's
// BridgeRoute shape).
import { jsonResponse } from '../_shared/http.ts';

interface ServiceRest {
  /** POST /rest/v1/rpc/<name> with `args` as JSON, as the service role. */
  rpc(name: string, args: Record<string, unknown>): Promise<Response>;
}

interface AuctionRoute {
  method: 'GET' | 'POST';
  /** Below the function's path; ':id' matches one segment. */
  path: string;
  handle(
    req: Request,
    context: { rest: ServiceRest; params: Record<string, string> },
  ): Promise<Response>;
}

const json = (status: number, body: unknown) => jsonResponse(status, body, {});

/** The database's refusals the server should see (404, 409) as they are; anything else throws. */
async function refusal(response: Response): Promise<Response> {
  const { message } = (await response.json().catch(() => ({}))) as { message?: string };
  if (response.status === 404 || response.status === 409) {
    return json(response.status, { error: message ?? 'Refused' });
  }
  throw new Error(`game-bridge: the database answered ${response.status}: ${message ?? ''}`);
}

export const auctionRoutes: AuctionRoute[] = [
  {
    method: 'GET',
    path: '/auctions/won',
    async handle(_req, { rest }) {
      const response = await rest.rpc('bridge_won_auctions', {});
      if (!response.ok) return refusal(response);
      return json(200, { auctions: await response.json() });
    },
  },
  {
    method: 'POST',
    path: '/auctions/:id/delivered',
    async handle(_req, { rest, params }) {
      const id = params.id ?? '';
      if (!/^[1-9][0-9]{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) {
        return json(400, { error: 'The auction id must be a positive whole number' });
      }
      const response = await rest.rpc('bridge_mark_auction_delivered', {
        p_listing_id: Number(id),
      });
      if (!response.ok) return refusal(response);
      const [row] = (await response.json()) as unknown[];
      return json(200, row);
    },
  },
];
