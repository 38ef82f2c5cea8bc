// Local stand-in for a mail server (Mailpit in the Supabase CLI): mails are kept in memory and
// served at /_outbox to whoever presents the token printed at start — the mails hold sign-in
// and recovery links, so no other page or process on the machine may read them. Only the newest
// OUTBOX_LIMIT mails are kept, so a stack left running does not grow without bound.
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadJsonError, BodyTooLargeError, bearerToken, readJsonObject, sendJson } from './http.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** Mails the outbox keeps; older ones are dropped first. */
export const OUTBOX_LIMIT = 1000;

export class Outbox {
  #mails: Mail[] = [];
  readonly token = randomBytes(24).toString('base64url');

  constructor(
    private readonly log: (line: string) => void,
    private readonly limit = OUTBOX_LIMIT,
  ) {}

  send(mail: Omit<Mail, 'sent_at'>): void {
    this.#mails.push({ ...mail, sent_at: new Date().toISOString() });
    if (this.#mails.length > this.limit) this.#mails.splice(0, this.#mails.length - this.limit);
    this.log(`mail to ${mail.to}: ${mail.subject}`);
  }

  /** Every mail kept, oldest first; only those to `to` when given (Mailpit's search, simpler). */
  list(to?: string | null): Mail[] {
    if (!to) return [...this.#mails];
    const address = to.toLowerCase();
    return this.#mails.filter((mail) => mail.to.toLowerCase() === address);
  }

  clear(): void {
    this.#mails = [];
  }

  /** The token as `Authorization: Bearer …` or `?token=…` (so the URL opens in a browser). */
  authorises(req: IncomingMessage, url: URL): boolean {
    const given = Buffer.from(bearerToken(req) ?? url.searchParams.get('token') ?? '');
    const expected = Buffer.from(this.token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * POST /_outbox (token checked by the gateway): a mail handed in by an Edge Function, in the shape
 * a mail API takes it (Resend's POST /emails: from, to as an address or a list, subject, text
 * and/or html), so a function sends the same request locally and on hosted.
 */
export async function receiveMail(
  req: IncomingMessage,
  res: ServerResponse,
  outbox: Outbox,
): Promise<void> {
  let body: Record<string, unknown>;
  try {
    body = await readJsonObject(req);
  } catch (error) {
    if (error instanceof BadJsonError) return sendJson(res, 400, { message: error.message });
    if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: error.message });
    throw error;
  }
  const to = Array.isArray(body.to) ? body.to : [body.to];
  const { subject, text, html } = body;
  if (
    to.length === 0 ||
    !to.every((address) => isText(address) && address.includes('@')) ||
    !isText(subject) ||
    !(isText(text) || isText(html)) ||
    (text !== undefined && !isText(text)) ||
    (html !== undefined && !isText(html))
  ) {
    return sendJson(res, 422, {
      name: 'validation_error',
      message: 'A mail needs to (addresses), subject, and text or html',
    });
  }
  for (const address of to as string[]) {
    outbox.send({ to: address, subject, text: text ?? '', html: html ?? '' });
  }
  sendJson(res, 200, { id: randomUUID() });
}
