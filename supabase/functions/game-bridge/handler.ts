// game-bridge: the game server's door into the site (README "Game bridge"). Not called by
// browsers: a server plugin or `pnpm bridge:litebans` sends `Authorization: Bearer <key>`, the
// function secret GAME_BRIDGE_KEY, compared in constant time (401 without it or with another).
// Each route group is a module of its own listing its routes (router.ts); this file checks the
// key and dispatches. The database work runs as the service role. Runtime-neutral: index.ts
// serves it on Deno, the local stack imports it directly.
import { hasBearerKey } from '../_shared/bearer-key.ts';
import { processEnv, type Env } from '../_shared/http.ts';
import { auctionRoutes } from './auctions.ts';
import { linkRoutes } from './links.ts';
import { listingRoutes } from './listings.ts';
import { playerRoutes } from './players.ts';
import { punishmentRoutes } from './punishments.ts';
import { findRoute, json, routePath, serviceRest, type BridgeRoute } from './router.ts';
import { voteRoutes } from './votes.ts';
import { walletRoutes } from './wallet.ts';

const ROUTES: BridgeRoute[] = [
  ...punishmentRoutes,
  ...auctionRoutes,
  ...playerRoutes,
  ...linkRoutes,
  ...voteRoutes,
  ...walletRoutes,
  ...listingRoutes,
];

export default async function handler(req: Request, env: Env = processEnv()): Promise<Response> {
  const key = env.GAME_BRIDGE_KEY;
  const supabaseUrl = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key || !supabaseUrl || !serviceKey) {
    console.error('game-bridge: GAME_BRIDGE_KEY, SUPABASE_URL or the service key is not set');
    return json(500, { error: 'The bridge is not configured' });
  }
  if (!(await hasBearerKey(req, key))) {
    const error = 'Send the bridge key as Authorization: Bearer <key>';
    return json(401, { error }, { 'www-authenticate': 'Bearer' });
  }
  const path = routePath(req.url);
  const match = findRoute(ROUTES, req.method, path);
  if (!match) return json(404, { error: `No route ${path}` });
  if ('allowed' in match) {
    const error = `${req.method} is not allowed on ${path}`;
    return json(405, { error }, { allow: match.allowed.join(', ') });
  }
  return match.route.handle(req, {
    rest: serviceRest(supabaseUrl, serviceKey),
    params: match.params,
    env,
  });
}
