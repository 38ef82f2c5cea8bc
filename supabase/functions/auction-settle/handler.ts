// auction-settle: records the outcome of auctions whose end has passed and sends the winners'
// e-mails (docs/decisions.md, "Auctions end").
//
// Nothing here decides who won: the database's settle_auctions() does, once per listing, and
// queues the winner's mail; this function only carries the queued mail to a mail API (Resend's
// POST /emails shape: MAIL_API_URL, MAIL_API_KEY, MAIL_FROM; locally the stack's outbox). Any
// visitor may call it (the auction house does when a listing it shows ends, My Auctions when it
// opens; pg_cron can call it every minute): the work is bounded, each listing settles once and
// each mail is claimed by one caller. Runtime-neutral: index.ts serves it on Deno.
import { corsHeaders, jsonResponse, processEnv, type Env } from '../_shared/http.ts';

const CORS_HEADERS = corsHeaders('POST, OPTIONS');
const json = (status: number, body: unknown) => jsonResponse(status, body, CORS_HEADERS);

/** Mails sent per call; the rest wait for the next one. */
const MAILS_PER_CALL = 20;
const DEFAULT_FROM = 'Norsecraft <auctions@norsecraft.net>';

interface QueuedMail {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
}

export default async function handler(req: Request, env: Env = processEnv()): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' });

  const supabaseUrl = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !serviceKey) {
    console.error('auction-settle: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
    return json(500, { error: 'Function is not configured' });
  }
  const rpc = async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
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

  const settled = await rpc<number>('settle_auctions', {});
  const mailApi = env.MAIL_API_URL;
  if (!mailApi) return json(200, { settled, mailed: 0, reason: 'mail is not configured' });

  const queued = await rpc<QueuedMail[]>('claim_outgoing_emails', { p_limit: MAILS_PER_CALL });
  let mailed = 0;
  for (const mail of queued) {
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
          text: mail.body_text,
          html: mail.body_html,
        }),
      });
      if (!sent.ok) failure = `${sent.status} ${await sent.text()}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    // A failed mail stays queued (with its reason) and is tried again by a later call.
    if (failure !== null) console.error(`auction-settle: mail ${mail.id} failed: ${failure}`);
    else mailed += 1;
    await rpc('finish_outgoing_email', { p_id: mail.id, p_error: failure });
  }
  return json(200, { settled, mailed });
}
