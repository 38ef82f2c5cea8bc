// The host as a service: listens, serves (http/server.ts), and on close stops accepting, lets the
// requests in flight finish (up to a grace period) and ends its workers.
import type { AddressInfo } from 'node:net';
import type { HostConfig } from './config';
import { jsonLines, type Log } from './http/access-log';
import { createHostServer } from './http/server';
import { newsFeed } from './feed/news-feed';
import { createSite, siteHeaders } from './site';

export interface RunningHost {
  url: string;
  port: number;
  /** Stops accepting, finishes the requests in flight (at most `shutdownGraceMs`), ends workers. */
  close(): Promise<void>;
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
  const server = createHostServer({
    source,
    documents,
    feed: newsFeed({ runtimeEnv: config.runtimeEnv, origin: config.siteUrl }),
    headers: currentHeaders,
    log,
    trustProxy: config.trustProxy,
    draining: () => draining,
  });
  // Clients keep connections open between requests; a load balancer's are long-lived.
  server.keepAliveTimeout = 65_000;
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
    close() {
      closing ??= (async () => {
        draining = true;
        log({ event: 'draining', graceMs: config.shutdownGraceMs });
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
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
