// A TCP port on 127.0.0.1 that was free a moment ago: for servers that must know each other's
// URL before both are listening (the site's URL is the stack's site_url; a stack restarted on
// the same URL).
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
