// Small request/response helpers shared by the route handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_JSON_BODY = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body exceeds ${limit} bytes`);
  }
}

export class BadJsonError extends Error {}

/** Reads the whole body, failing fast (without buffering the rest) past `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new BodyTooLargeError(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new BodyTooLargeError(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** An empty body is `{}`; anything else must be a JSON object. */
export async function readJsonObject(
  req: IncomingMessage,
  limit = MAX_JSON_BODY,
): Promise<Record<string, unknown>> {
  const raw = (await readBody(req, limit)).toString('utf8').trim();
  if (raw === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadJsonError('Could not parse request body as JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadJsonError('Request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
