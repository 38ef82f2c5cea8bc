// auction-bid-notify: posts an accepted bid to the chat webhook.
//
// The browser calls functions.invoke('auction-bid-notify', { body: { log_id } }) after place_bid
// succeeds. Nothing else from the client is trusted: the message is built from the auction_logs
// row read with the service role key, the caller must be a signed-in user, and each log is
// claimed (notified_at) before posting so replays cannot post it twice. Runtime-neutral (fetch,
// Request, Response only): index.ts serves it on Deno, the local stack imports it directly.
import { buildBidWebhookPayload, type BidLog } from '../../../shared/src/lib/bid-webhook.ts';

export type Env = Record<string, string | undefined>;

interface LogRow extends BidLog {
  id: number;
  notified_at: string | null;
}

// Hosted Edge Functions answer their own CORS (the local gateway adds its own as well).
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'content-type': 'application/json' },
  });
}

function processEnv(): Env {
  return (globalThis as { process?: { env: Env } }).process?.env ?? {};
}

async function readLogId(req: Request): Promise<number | null> {
  try {
    const body = (await req.json()) as { log_id?: unknown } | null;
    const id = Number(body?.log_id);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export default async function handler(req: Request, env: Env = processEnv()): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' });

  const supabaseUrl = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !serviceKey) {
    console.error('auction-bid-notify: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
    return json(500, { error: 'Function is not configured' });
  }
  const service = { apikey: serviceKey, authorization: `Bearer ${serviceKey}` };

  // Only signed-in users: the auth server must accept the caller's token as a user's.
  const token = /^Bearer (.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token) return json(401, { error: 'Sign in required' });
  const userResponse = await fetch(`${supabaseUrl}/auth/v1/user`, {
    headers: { apikey: env.SUPABASE_ANON_KEY ?? serviceKey, authorization: `Bearer ${token}` },
  });
  if (!userResponse.ok) return json(401, { error: 'Sign in required' });

  const logId = await readLogId(req);
  if (logId === null) return json(400, { error: 'log_id must be a positive integer' });

  const logsUrl = `${supabaseUrl}/rest/v1/auction_logs`;
  const found = await fetch(
    `${logsUrl}?id=eq.${logId}&select=id,item_name,bidder,amount,timestamp,notified_at`,
    { headers: service },
  );
  if (!found.ok) throw new Error(`reading auction_logs failed: ${found.status}`);
  const [log] = (await found.json()) as LogRow[];
  if (!log) return json(404, { error: 'Bid not found' });

  const webhookUrl = env.AUCTION_WEBHOOK_URL;
  if (!webhookUrl) return json(200, { delivered: false, reason: 'not configured' });

  // Claim the log: the conditional update lets exactly one concurrent request through.
  const claimedAt = new Date().toISOString();
  const claim = await fetch(`${logsUrl}?id=eq.${logId}&notified_at=is.null&select=id`, {
    method: 'PATCH',
    headers: { ...service, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify({ notified_at: claimedAt }),
  });
  if (!claim.ok) throw new Error(`claiming auction log ${logId} failed: ${claim.status}`);
  if (((await claim.json()) as unknown[]).length === 0) {
    return json(200, { delivered: false, reason: 'already notified' });
  }

  let failure: string | null = null;
  try {
    const posted = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildBidWebhookPayload(log)),
    });
    if (!posted.ok) failure = posted.statusText || String(posted.status);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  if (failure === null) return json(200, { delivered: true });

  // The bid stands either way; release the claim so a later call may retry the message.
  console.error(`Webhook failed: ${failure}`);
  await fetch(`${logsUrl}?id=eq.${logId}&notified_at=eq.${encodeURIComponent(claimedAt)}`, {
    method: 'PATCH',
    headers: { ...service, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify({ notified_at: null }),
  });
  return json(200, { delivered: false, reason: 'webhook failed' });
}
