// The Phoenix channel wire format as Supabase Realtime speaks it (Phoenix.Socket.V1.JSONSerializer
// and RealtimeWeb.Socket.V2Serializer): vsn 1.0.0 sends JSON objects {topic, event, payload, ref};
// vsn 2.0.0 sends JSON arrays [join_ref, ref, topic, event, payload] plus binary frames for user
// broadcasts (kind 3 from the client, kind 4 to the client).

export type Vsn = '1.0.0' | '2.0.0';

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast as the V2 client pushes it (binary kind 3). */
export interface UserBroadcastPush {
  kind: 'user_broadcast_push';
  joinRef: string | null;
  ref: string | null;
  topic: string;
  userEvent: string;
  encoding: 'json' | 'binary';
  payload: Buffer;
}

export interface Frame {
  data: string | Buffer;
  binary: boolean;
}

export class ProtocolError extends Error {}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;

/** The serializer Phoenix negotiates for a `vsn` query parameter (absent means 1.0.0). */
export function negotiateVsn(vsn: string | null): Vsn | null {
  const value = vsn ?? '1.0.0';
  if (/^1\.0\.\d+$/.test(value)) return '1.0.0';
  if (/^2\.0\.\d+$/.test(value)) return '2.0.0';
  return null;
}

const refOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export function decodeFrame(raw: Buffer, isBinary: boolean, vsn: Vsn): Message | UserBroadcastPush {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new ProtocolError('binary frames need vsn 2.0.0');
    return decodeBinary(raw);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ProtocolError('message is not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new ProtocolError('expected V2 array');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') {
      throw new ProtocolError('topic and event must be strings');
    }
    return { joinRef: refOrNull(joinRef), ref: refOrNull(ref), topic, event, payload };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ProtocolError('V1 JSON Serializer expected a map');
  }
  const map = parsed as Record<string, unknown>;
  if (typeof map.topic !== 'string' || typeof map.event !== 'string') {
    throw new ProtocolError('topic and event must be strings');
  }
  return {
    joinRef: refOrNull(map.join_ref),
    ref: refOrNull(map.ref),
    topic: map.topic,
    event: map.event,
    payload: map.payload,
  };
}

function decodeBinary(raw: Buffer): UserBroadcastPush {
  if (raw.length < 7 || raw[0] !== USER_BROADCAST_PUSH) {
    throw new ProtocolError('unknown binary frame');
  }
  const sizes = [raw[1]!, raw[2]!, raw[3]!, raw[4]!, raw[5]!];
  const encoding = raw[6] === 0 ? 'binary' : 'json';
  let offset = 7;
  // The fifth part, metadata (`persist`), concerns private channels only and is skipped.
  const [joinRef, ref, topic, userEvent] = sizes.map((size) => {
    if (offset + size > raw.length) throw new ProtocolError('truncated binary frame');
    const part = raw.subarray(offset, offset + size).toString('utf8');
    offset += size;
    return part;
  }) as [string, string, string, string, string];
  return {
    kind: 'user_broadcast_push',
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    userEvent,
    encoding,
    payload: raw.subarray(offset),
  };
}

export function encodeMessage(message: Message, vsn: Vsn): Frame {
  if (vsn === '2.0.0') {
    const { joinRef, ref, topic, event, payload } = message;
    return { data: JSON.stringify([joinRef, ref, topic, event, payload]), binary: false };
  }
  // V1 carries no join_ref.
  const { topic, event, payload, ref } = message;
  return { data: JSON.stringify({ topic, event, payload, ref }), binary: false };
}

export function encodeReply(
  request: { joinRef: string | null; ref: string | null; topic: string },
  status: 'ok' | 'error',
  response: unknown,
  vsn: Vsn,
): Frame {
  return encodeMessage({ ...request, event: 'phx_reply', payload: { status, response } }, vsn);
}

/** A server push that belongs to no request (Phoenix fastlane: refs are null). */
export function encodePush(topic: string, event: string, payload: unknown, vsn: Vsn): Frame {
  return encodeMessage({ joinRef: null, ref: null, topic, event, payload }, vsn);
}

/**
 * A user broadcast to one receiver: binary kind 4 for V2, the JSON broadcast for V1 (which cannot
 * carry a binary payload: null then, and nothing is sent).
 */
export function encodeUserBroadcast(
  topic: string,
  userEvent: string,
  encoding: 'json' | 'binary',
  payload: Buffer,
  vsn: Vsn,
): Frame | null {
  if (vsn === '1.0.0') {
    if (encoding !== 'json') return null;
    const body = {
      event: userEvent,
      payload: JSON.parse(payload.toString('utf8')) as unknown,
      type: 'broadcast',
    };
    return encodePush(topic, 'broadcast', body, vsn);
  }
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(userEvent, 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255) {
    throw new ProtocolError('topic and event must be at most 255 bytes');
  }
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    encoding === 'json' ? 1 : 0,
  ]);
  return { data: Buffer.concat([header, topicBytes, eventBytes, payload]), binary: true };
}
