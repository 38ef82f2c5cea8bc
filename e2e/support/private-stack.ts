import { freePort } from '../../scripts/lib/host.mjs';
import { startLocalStack, type LocalStack } from '../../scripts/lib/stack.mjs';

/**
 * An in-memory stack of the test's own, on a fixed free port so it can be stopped (its URL then
 * refuses connections, as a crashed backend would) and started again at the same URL. A restart
 * re-seeds the database; the seeded accounts keep their ids and the JWT secret stays the default,
 * so a browser's access token stays valid across it.
 */
export async function startPrivateStack(options: { jwtExpirySeconds?: number } = {}) {
  const port = await freePort();
  const start = () =>
    startLocalStack({ port, memory: true, reuse: false, rateLimits: false, ...options });
  let stack: LocalStack | null = await start();
  const { url, anonKey, dbUrl } = stack;
  return {
    stackUrl: url,
    anonKey,
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
