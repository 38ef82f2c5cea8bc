// Realtime's broadcast REST API, for senders without a joined channel: the batch
// POST /api/broadcast {messages: [...]} (BroadcastController) and the single
// POST /api/broadcast/<topic>/events/<event> that supabase-js's channel.httpSend() calls
// (BroadcastSingleController): a JSON or binary body, 202 with no body. Private topics need
// write rights on realtime.messages; this stack defines no policies there, so only the service
// role sends to them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BadJsonError,
  BodyTooLargeError,
  bearerToken,
  readBody,
  readJsonObject,
  sendJson,
} from '../http.ts';
import { isMap, type Hub } from './hub.ts';
import { checkToken } from './token.ts';

// Realtime's default tenant max_payload_size_in_kb.
const MAX_PAYLOAD_BYTES = 3000 * 1000;

const tenantTopic = (topic: string, isPrivate: boolean) => (isPrivate ? `private:${topic}` : topic);

export function broadcastApi(hub: Hub) {
  /** The caller's claims, or the 401 already sent. */
  function authorise(req: IncomingMessage, res: ServerResponse) {
    const token = bearerToken(req) ?? (req.headers.apikey as string | undefined);
    const check = checkToken(token, hub.jwtSecret);
    if (!check.ok) {
      sendJson(res, 401, { message: 'Invalid JWT' });
      return null;
    }
    return check.claims;
  }

  /** POST /api/broadcast {messages: [{topic, event, payload, private}]} → 202. */
  async function batch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const claims = authorise(req, res);
    if (!claims) return;
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, MAX_PAYLOAD_BYTES);
    } catch (error) {
      if (error instanceof BadJsonError || error instanceof BodyTooLargeError) {
        return sendJson(res, 400, { message: error.message });
      }
      throw error;
    }
    const messages = Array.isArray(body.messages) ? body.messages : null;
    if (
      !messages ||
      !messages.every((m) => isMap(m) && typeof m.topic === 'string' && typeof m.event === 'string')
    ) {
      return sendJson(res, 422, { errors: { messages: ['is invalid'] } });
    }
    for (const m of messages as Record<string, unknown>[]) {
      const isPrivate = m.private === true;
      if (isPrivate && claims.role !== 'service_role') continue;
      hub.broadcastJson(
        tenantTopic(m.topic as string, isPrivate),
        { type: 'broadcast', event: m.event, payload: m.payload ?? {} },
        null,
      );
    }
    res.writeHead(202).end();
  }

  /** POST /api/broadcast/<topic>/events/<event>[?private=true] with the payload as the body. */
  async function single(
    req: IncomingMessage,
    res: ServerResponse,
    topic: string,
    event: string,
    url: URL,
  ): Promise<void> {
    const type = /^application\/(json|octet-stream)\s*(;|$)/i.exec(
      req.headers['content-type'] ?? 'application/json',
    );
    if (!type) {
      return sendJson(res, 415, {
        error: 'Unsupported Media Type. Use application/json or application/octet-stream',
      });
    }
    const claims = authorise(req, res);
    if (!claims) return;
    let body: Buffer;
    try {
      body = await readBody(req, MAX_PAYLOAD_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return sendJson(res, 422, { errors: { payload: ['Payload size exceeds tenant limit'] } });
    }
    const binary = type[1]!.toLowerCase() === 'octet-stream';
    let payload = body;
    if (!binary) {
      // Phoenix's JSON body params: an empty body is {}, a non-object goes under "_json".
      let value: unknown = {};
      try {
        if (body.toString('utf8').trim() !== '') value = JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(res, 400, { message: 'Could not parse request body as JSON' });
      }
      payload = Buffer.from(JSON.stringify(isMap(value) ? value : { _json: value }));
    }
    const isPrivate = url.searchParams.get('private') === 'true';
    if (isPrivate && claims.role !== 'service_role') {
      return sendJson(res, 403, { message: 'Unauthorized' });
    }
    hub.broadcastUser(
      tenantTopic(topic, isPrivate),
      event,
      binary ? 'binary' : 'json',
      payload,
      null,
    );
    res.writeHead(202).end();
  }

  return { batch, single };
}
