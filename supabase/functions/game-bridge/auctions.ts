// GET /auctions/won and POST /auctions/:id/delivered (README "Game bridge"): the game server
// lists the auctions won and not yet handed over (a player's listing with its seller's UUID: the
// item is in the plugin's keeping), gives each item to its winner in game, then marks it
// delivered (idempotent). GET /auctions/returns and POST /auctions/:id/returned: a player's
// listing that ended unsold or was cancelled goes back to its seller the same way. The database
// answers as the service role (bridge_won_auctions, bridge_mark_auction_delivered,
// bridge_listing_returns, bridge_mark_listing_returned: service role only). Listing the won
// auctions settles what ended, so the winners' mails go out then too, without waiting for the
// next auction-settle call.
import type { Env } from '../_shared/http.ts';
import { sendQueuedMail, serviceRpc } from '../_shared/mail-queue.ts';
import { json, type BridgeRoute } from './router.ts';
import { parseRowId } from './values.ts';

/**
 * The database's refusals the server should see (404, 409), in the bridge's own words (never
 * the database's text); anything else is a 502.
 */
const REFUSALS: Record<number, string> = {
  404: 'Auction listing not found',
  409: 'This auction has no winner to deliver to',
};

async function refusal(response: Response): Promise<Response> {
  const known = REFUSALS[response.status];
  if (known) return json(response.status, { error: known });
  const { message } = (await response.json().catch(() => ({}))) as { message?: string };
  console.error(`game-bridge: the database answered ${response.status}: ${message ?? ''}`);
  return json(502, { error: 'The database did not answer; nothing was changed' });
}

/** The mail the listing's settlement queued; a failure stays queued and never fails the bridge. */
async function sendWinnersMail(env: Env): Promise<void> {
  try {
    await sendQueuedMail(serviceRpc(env.SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!), env);
  } catch (error) {
    console.error("game-bridge: sending the winners' mail failed", error);
  }
}

export const auctionRoutes: BridgeRoute[] = [
  {
    method: 'GET',
    path: '/auctions/won',
    async handle(_req, { rest, env }) {
      const response = await rest.rpc('bridge_won_auctions', {});
      if (!response.ok) return refusal(response);
      const auctions: unknown = await response.json();
      await sendWinnersMail(env);
      return json(200, { auctions });
    },
  },
  {
    method: 'POST',
    path: '/auctions/:id/delivered',
    async handle(_req, { rest, params }) {
      const id = parseRowId(params.id);
      if (id === null)
        return json(400, { error: 'The auction id must be a positive whole number' });
      const response = await rest.rpc('bridge_mark_auction_delivered', { p_listing_id: id });
      if (!response.ok) return refusal(response);
      const [row] = (await response.json()) as unknown[];
      return json(200, row);
    },
  },
  {
    method: 'GET',
    path: '/auctions/returns',
    async handle(_req, { rest }) {
      const response = await rest.rpc('bridge_listing_returns', {});
      if (!response.ok) return refusal(response);
      return json(200, { returns: await response.json() });
    },
  },
  {
    method: 'POST',
    path: '/auctions/:id/returned',
    async handle(_req, { rest, params }) {
      const id = parseRowId(params.id);
      if (id === null)
        return json(400, { error: 'The auction id must be a positive whole number' });
      const response = await rest.rpc('bridge_mark_listing_returned', { p_listing_id: id });
      if (!response.ok) return refusal(response);
      const result = (await response.json()) as { refused?: 'unknown' | 'not_returnable' };
      if (result.refused === 'unknown') return json(404, { error: 'Auction listing not found' });
      if (result.refused === 'not_returnable')
        return json(409, {
          error: "This listing has no item to give back: it is not a player's, or it sold or runs",
        });
      return json(200, result);
    },
  },
];
