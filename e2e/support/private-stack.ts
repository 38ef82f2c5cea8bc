import { randomBytes } from 'node:crypto';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startLocalStack, type LocalStack } from '../../scripts/lib/stack.mjs';

/**
 * An in-memory stack of the test's own, on a fixed free port so it can be stopped (its URL then
 * refuses connections, as a crashed backend would) and started again at the same URL. A restart
 * re-seeds the database; the seeded accounts keep their ids and the JWT secret stays the default,
 * so a browser's access token stays valid across it. `seed: false` leaves the database as
 * `supabase db push` leaves production: migrations only, no accounts, no content.
 */
export async function startPrivateStack(
  options: {
    jwtExpirySeconds?: number;
    seed?: boolean;
    /** Where its site is served (site_url): mail links lead there (startPrivateSite's shellPort). */
    siteUrl?: string;
  } = {},
) {
  const port = await freePort();
  // Kept across a restart too, as a game server keeps its key.
  const gameBridgeKey = randomBytes(24).toString('base64url');
  const start = () =>
    startLocalStack({
      port,
      memory: true,
      reuse: false,
      rateLimits: false,
      env: { GAME_BRIDGE_KEY: gameBridgeKey },
      ...options,
    });
  let stack: LocalStack | null = await start();
  const { url, anonKey, serviceRoleKey, superuserDbUrl, outboxUrl } = stack;
  return {
    stackUrl: url,
    anonKey,
    /** For set-up past row-level security, as an operator does it (never given to the browser). */
    serviceRoleKey,
    /** `Authorization: Bearer <key>` of its game-bridge function. */
    gameBridgeKey,
    /** The stack's mail outbox (with its token). */
    outboxUrl,
    /** Its database (PGlite's socket) as the superuser, e.g. for `seedLargeDataSet`. */
    superuserDbUrl,
    async stop() {
      await stack?.stop();
      stack = null;
    },
    async restart() {
      await stack?.stop();
      stack = await start();
    },
  };
}
