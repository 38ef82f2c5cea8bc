// One JSON line per request on stdout (what a log pipeline ingests), and the host's other events
// (start, Storage failing and recovering, renders that overran their budget) as lines of their
// own with an `event` field.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Log = (event: Record<string, unknown>) => void;

export const jsonLines =
  (write: (line: string) => void = (line) => process.stdout.write(line)): Log =>
  (event) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);

/** The address of the client: the first X-Forwarded-For hop when the proxy in front is trusted. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim();
  return req.socket.remoteAddress;
}

/** The scheme the client used: X-Forwarded-Proto when the proxy in front is trusted. */
export function clientProtocol(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-proto'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim();
  return 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
}

/** Logs the request once its response is finished (or its connection closed before). */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  {
    log,
    trustProxy,
    versions,
  }: { log: Log; trustProxy: boolean; versions: () => Record<string, string> | undefined },
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
      client: clientAddress(req, trustProxy),
      proto: clientProtocol(req, trustProxy),
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  };
  res.on('finish', done);
  res.on('close', done);
}
