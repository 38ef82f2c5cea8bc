// auction-bid-notify: posts an accepted bid to the chat webhook.
//
// The browser calls functions.invoke('auction-bid-notify', { body: { log_id } }) after place_bid
// succeeds. Nothing else from the client is trusted. The database decides whether to post:
// claim_bid_notification, called with the caller's own token, answers the message's fields only
// for the caller's own bid, once per bid (it sets notified_at), at most 10 times a minute per
// user, and never for a deleted account. Every field is escaped (no Markdown links, no mentions)
// and the post pings nobody. Runtime-neutral (fetch, Request, Response only): index.ts serves it
// on Deno, the local stack imports it directly.
import { buildBidWebhookPayload, chatLanguage, type BidLog } from '../_shared/bid-webhook.ts';
import { corsHeaders, jsonResponse, processEnv, type Env } from '../_shared/http.ts';

interface ClaimedLog extends BidLog {
  notified_at: string;
}

const CORS_HEADERS = corsHeaders('POST, OPTIONS');
const json = (status: number, body: unknown) => jsonResponse(status, body, CORS_HEADERS);

async function readLogId(req: Request): Promise<number | null> {
  try {
    const body = (await req.json()) as { log_id?: unknown } | null;
    const id = Number(body?.log_id);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * The chat's language, a site setting (site_settings.chat_language of the site's row, read in
 * English as every app reads the settings); English when it cannot be read: the bid stands and
 * its notice goes out either way.
 */
async function readChatLanguage(supabaseUrl: string, serviceKey: string) {
  try {
    const response = await fetch(
      `${supabaseUrl}/rest/v1/site_settings?select=chat_language&lang=eq.en`,
      { headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` } },
    );
    if (!response.ok) return chatLanguage(null);
    const [row] = (await response.json()) as { chat_language?: unknown }[];
    return chatLanguage(row?.chat_language);
  } catch {
    return chatLanguage(null);
  }
}

/** Statuses the claim answers with that the caller should see as they are. */
const PASSED_ON = new Set([401, 403, 404, 429]);

export default async function handler(req: Request, env: Env = processEnv()): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' });

  const supabaseUrl = env.SUPABASE_URL;
  const anonKey = env.SUPABASE_ANON_KEY;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !anonKey || !serviceKey) {
    console.error('auction-bid-notify: SUPABASE_URL or an API key is not set');
    return json(500, { error: 'Function is not configured' });
  }

  // Only signed-in users: the auth server must accept the caller's token as a user's.
  const token = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return json(401, { error: 'Sign in required' });
  const asCaller = { apikey: anonKey, authorization: `Bearer ${token}` };
  const userResponse = await fetch(`${supabaseUrl}/auth/v1/user`, { headers: asCaller });
  if (!userResponse.ok) return json(401, { error: 'Sign in required' });

  const logId = await readLogId(req);
  if (logId === null) return json(400, { error: 'log_id must be a positive integer' });

  const webhookUrl = env.AUCTION_WEBHOOK_URL;
  if (!webhookUrl) return json(200, { delivered: false, reason: 'not configured' });

  const claim = await fetch(`${supabaseUrl}/rest/v1/rpc/claim_bid_notification`, {
    method: 'POST',
    headers: { ...asCaller, 'content-type': 'application/json' },
    body: JSON.stringify({ p_log_id: logId }),
  });
  if (PASSED_ON.has(claim.status)) {
    const { message } = (await claim.json()) as { message?: string };
    return json(claim.status, { error: message ?? 'Refused' });
  }
  if (!claim.ok) throw new Error(`claiming auction log ${logId} failed: ${claim.status}`);
  const [log] = (await claim.json()) as ClaimedLog[];
  if (!log) return json(200, { delivered: false, reason: 'already notified' });

  const language = await readChatLanguage(supabaseUrl, serviceKey);
  let failure: string | null = null;
  try {
    const posted = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildBidWebhookPayload(log, language)),
    });
    if (!posted.ok) failure = posted.statusText || String(posted.status);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  if (failure === null) return json(200, { delivered: true });

  // The bid stands either way; release the claim so a later call may retry the message (the
  // claim's rate limit still counts the attempt).
  console.error(`Webhook failed: ${failure}`);
  const release = new URLSearchParams({
    id: `eq.${logId}`,
    notified_at: `eq.${log.notified_at}`,
  });
  await fetch(`${supabaseUrl}/rest/v1/auction_logs?${release}`, {
    method: 'PATCH',
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({ notified_at: null }),
  });
  return json(200, { delivered: false, reason: 'webhook failed' });
}
