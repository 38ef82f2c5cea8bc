// Local stand-in for a mail server (Mailpit in the Supabase CLI): mails are kept in memory and
// served at /_outbox to whoever presents the token printed at start — the mails hold sign-in
// and recovery links, so no other page or process on the machine may read them. Only the newest
// OUTBOX_LIMIT mails are kept, so a stack left running does not grow without bound.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearerToken } from './http.ts';

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

  list(): Mail[] {
    return [...this.#mails];
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
