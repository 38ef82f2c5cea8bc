// A TCP port that was free a moment ago: for servers that must know each other's URL before
// both are listening (the site's URL is the stack's site_url; the host is told its public port;
// a stack restarted on the same URL).
import { createServer } from 'node:net';

/**
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (!address || typeof address === 'string') reject(new Error('no free port'));
        else resolve(address.port);
      });
    });
  });
}
