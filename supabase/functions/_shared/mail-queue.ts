// Carries the mail the database queued (private.outgoing_emails: a winner's mail) to a mail API
// (Resend's POST /emails shape: MAIL_API_URL, MAIL_API_KEY, MAIL_FROM; locally the stack's
// outbox). auction-settle sends after settling, the game bridge after it lists won auctions (which
// settles too), so a winner hears at once whichever comes first. The database decides what is
// due: a claimed mail is leased to one sender, a failed one backs off (1, 2, 4 … minutes), so no
// caller can spend a mail's tries (migration 20261127030300).
import type { Env } from './http.ts';

/** Mails sent per call; the rest wait for the next one. */
export const MAILS_PER_CALL = 20;
const DEFAULT_FROM = 'Norsecraft <auctions@norsecraft.net>';

export interface QueuedMail {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  /** The site page the mail is about, e.g. '/my-auctions' ('/sv/my-auctions' in Swedish). */
  link_path: string | null;
  /** The language the mail is written in (the recipient's): the link's line is too. */
  language: string;
}

/** The line leading to the site, in the mail's language (English for any other). */
const LINK_LINES: Record<string, { text: string; html: string }> = {
  en: { text: 'See your auctions', html: 'See your auctions on the site' },
  sv: { text: 'Se dina auktioner', html: 'Se dina auktioner på webbplatsen' },
};

/** PostgREST's rpc as the service role: the answer's JSON, or a throw. */
export type ServiceRpc = <T>(name: string, args: Record<string, unknown>) => Promise<T>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail's text and HTML with its link to the site: SITE_URL (the site's public address) joined
 * to the page the mail is about. Without SITE_URL, or for a mail about no page, as queued.
 */
export function mailBodies(mail: QueuedMail, siteUrl: string | undefined) {
  if (!siteUrl || !mail.link_path) return { text: mail.body_text, html: mail.body_html };
  const link = new URL(mail.link_path, siteUrl).href;
  const line = LINK_LINES[mail.language] ?? LINK_LINES.en!;
  return {
    text: `${mail.body_text}\n\n${line.text}: ${link}`,
    html: `${mail.body_html}<p><a href="${escapeHtml(link)}">${line.html}</a></p>`,
  };
}

/** An rpc through PostgREST with the service role key. */
export function serviceRpc(supabaseUrl: string, serviceKey: string): ServiceRpc {
  return async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${name} failed: ${response.status} ${body}`);
    return (body ? JSON.parse(body) : null) as T;
  };
}

export type SendResult = { mailed: number } | { mailed: 0; reason: string };

/**
 * Sends up to MAILS_PER_CALL due mails. Each is reported back: sent, or failed with its reason
 * (the database then holds it back before the next try).
 */
export async function sendQueuedMail(rpc: ServiceRpc, env: Env): Promise<SendResult> {
  const mailApi = env.MAIL_API_URL;
  if (!mailApi) return { mailed: 0, reason: 'mail is not configured' };
  const queued = await rpc<QueuedMail[]>('claim_outgoing_emails', { p_limit: MAILS_PER_CALL });
  if (!env.SITE_URL && queued.some((mail) => mail.link_path)) {
    console.warn('mail: SITE_URL is not set, so the mails go without their link to the site');
  }
  let mailed = 0;
  for (const mail of queued) {
    const { text, html } = mailBodies(mail, env.SITE_URL);
    let failure: string | null = null;
    try {
      const sent = await fetch(mailApi, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${env.MAIL_API_KEY ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          from: env.MAIL_FROM ?? DEFAULT_FROM,
          to: [mail.to_address],
          subject: mail.subject,
          text,
          html,
        }),
      });
      if (!sent.ok) failure = `${sent.status} ${await sent.text()}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure !== null) console.error(`mail ${mail.id} failed: ${failure}`);
    else mailed += 1;
    await rpc('finish_outgoing_email', { p_id: mail.id, p_error: failure });
  }
  return { mailed };
}
