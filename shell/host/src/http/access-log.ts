// One JSON line per request on stdout (what a log pipeline ingests), and the host's other events
// (start, Storage failing and recovering, renders that overran their budget) as lines of their
// own with an `event` field.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Log = (event: Record<string, unknown>) => void;

export const jsonLines =
  (write: (line: string) => void = (line) => process.stdout.write(line)): Log =>
  (event) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);

/**
 * The entry a forwarding header got from the outermost of `hops` trusted proxies. Each proxy
 * appends the address it was connected from, so the rightmost entries are the trusted ones and
 * whatever stands left of them is what the client sent (and may have made up). Fewer entries
 * than hops (a proxy that replaces the header rather than appending): the leftmost, which a
 * proxy wrote.
 */
export function trustedEntry(header: string | string[] | undefined, hops: number): string | null {
  if (hops < 1 || header === undefined) return null;
  const entries = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  return entries[Math.max(0, entries.length - hops)]!;
}

/** The address of the client: the one the trusted proxies saw, else the connection's. */
export function clientAddress(req: IncomingMessage, trustProxyHops: number): string | undefined {
  return trustedEntry(req.headers['x-forwarded-for'], trustProxyHops) ?? req.socket.remoteAddress;
}

/** The scheme the client used: as the trusted proxies forwarded it, else the connection's. */
export function clientProtocol(req: IncomingMessage, trustProxyHops: number): string {
  return (
    trustedEntry(req.headers['x-forwarded-proto'], trustProxyHops) ??
    ('encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http')
  );
}

/** Logs the request once its response is finished (or its connection closed before). */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  {
    log,
    trustProxyHops,
    versions,
  }: { log: Log; trustProxyHops: number; versions: () => Record<string, string> | undefined },
) {
  const started = process.hrtime.bigint();
  let logged = false;
  const done = () => {
    if (logged) return;
    logged = true;
    log({
      method: req.method,
      path: req.url?.split('?', 1)[0],
      status: res.statusCode,
      ms: Number((Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)),
      bytes: Number(res.getHeader('Content-Length') ?? 0),
      versions: versions(),
      client: clientAddress(req, trustProxyHops),
      proto: clientProtocol(req, trustProxyHops),
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  };
  res.on('finish', done);
  res.on('close', done);
}
