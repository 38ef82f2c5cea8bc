import { createServer } from 'node:net';
import { startLocalStack, type LocalStack } from '../../scripts/lib/stack.mjs';

/** A port that was free a moment ago; the stack must keep it across a restart. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * An in-memory stack of the test's own, on a fixed free port so it can be stopped (its URL then
 * refuses connections, as a crashed backend would) and started again at the same URL. A restart
 * re-seeds the database; the seeded accounts keep their ids and the JWT secret stays the default,
 * so a browser's access token stays valid across it. `seed: false` leaves the database as
 * `supabase db push` leaves production: migrations only, no accounts, no content.
 */
export async function startPrivateStack(
  options: { jwtExpirySeconds?: number; seed?: boolean } = {},
) {
  const port = await freePort();
  const start = () =>
    startLocalStack({ port, memory: true, reuse: false, rateLimits: false, ...options });
  let stack: LocalStack | null = await start();
  const { url, anonKey, serviceRoleKey, dbUrl, outboxUrl } = stack;
  return {
    stackUrl: url,
    anonKey,
    /** For test set-up the way an operator would do it (e.g. `pnpm admin:grant`). */
    serviceRoleKey,
    /** The stack's mail outbox (with its token). */
    outboxUrl,
    /** Its database (PGlite's socket), e.g. for `seedLargeDataSet`. */
    dbUrl,
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
