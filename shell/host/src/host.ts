// The host as a service: listens, serves (http/server.ts), and drains as load balancers expect:
// on close it first says it is not ready (`/readyz` 503) for `shutdownDelayMs` while serving
// everything as before, so the balancer's health checks take it out; then it stops accepting,
// answers every request it has received (each answer closing its connection), closes the idle
// kept-alive connections and, once they are done (at most `shutdownGraceMs`), ends its workers.
import type { AddressInfo } from 'node:net';
import type { HostConfig } from './config';
import { jsonLines, type Log } from './http/access-log';
import { createHostServer } from './http/server';
import { newsFeed } from './feed/news-feed';
import { createSite, siteHeaders } from './site';

export interface RunningHost {
  url: string;
  port: number;
  /**
   * Not ready for `shutdownDelayMs` (served as before), then stops accepting, finishes the
   * requests received (at most `shutdownGraceMs`) and ends the workers.
   */
  close(options?: { delayMs?: number }): Promise<void>;
}

export async function startHost(
  config: HostConfig,
  { log = jsonLines() }: { log?: Log } = {},
): Promise<RunningHost> {
  const { source, pool, documents, settings } = createSite(config, log);
  // The CSP follows the map address in the site settings (one policy per settings version).
  let headers = { version: '', values: siteHeaders(config, source) };
  const currentHeaders = () => {
    const held = settings.latest();
    if (held.version !== headers.version) {
      headers = {
        version: held.version,
        values: siteHeaders(config, source, held.settings?.map_url),
      };
    }
    return headers.values;
  };
  let draining = false;
  let stopping = false;
  const server = createHostServer({
    source,
    documents,
    feed: newsFeed({ runtimeEnv: config.runtimeEnv, origin: config.siteUrl }),
    headers: currentHeaders,
    log,
    trustProxyHops: config.trustProxyHops,
    draining: () => draining,
    stopping: () => stopping,
  });
  // Clients keep connections open between requests; a load balancer's are long-lived.
  server.keepAliveTimeout = 65_000;
  // Once stopping, a connection whose answer went out before (without Connection: close) is
  // closed as soon as it is idle.
  server.on('request', (_req, res) =>
    res.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  log({
    event: 'listening',
    url,
    siteUrl: config.siteUrl,
    releases: source.describe(),
    workers: config.workers,
  });
  // Load the registry and the live server builds now: the first visitor waits for neither.
  void documents
    .registry()
    .catch((error: unknown) => log({ event: 'registry-unavailable', error: String(error) }));

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    close({ delayMs = config.shutdownDelayMs } = {}) {
      closing ??= (async () => {
        draining = true;
        log({ event: 'draining', delayMs, graceMs: config.shutdownGraceMs });
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        // From here every answer closes its connection (http/server.ts), and a connection whose
        // answer went out just before is closed once idle.
        stopping = true;
        log({ event: 'stopping-accepting' });
        // Node's close() also closes the connections idle now.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const grace = new Promise<void>((resolve) =>
          setTimeout(resolve, config.shutdownGraceMs).unref(),
        );
        await Promise.race([closed, grace]);
        server.closeAllConnections();
        await pool.close();
        log({ event: 'stopped' });
      })();
      return closing;
    },
  };
}
