// auction-settle: records the outcome of auctions whose end has passed and sends the winners'
// e-mails (docs/decisions.md, "Auctions end").
//
// Nothing here decides who won: the database's settle_auctions() does, once per listing, and
// queues the winner's mail; this function only carries the queued mail to the mail API
// (_shared/mail-queue.ts). Any visitor may call it (the auction house does when a listing it
// shows ends, My Auctions when it opens; pg_cron can call it every minute): the work is bounded,
// each listing settles once, each mail is claimed by one caller and a failed one waits before
// its next try. Runtime-neutral: index.ts serves it on Deno.
import { corsHeaders, jsonResponse, processEnv, type Env } from '../_shared/http.ts';
import { sendQueuedMail, serviceRpc } from '../_shared/mail-queue.ts';

const CORS_HEADERS = corsHeaders('POST, OPTIONS');
const json = (status: number, body: unknown) => jsonResponse(status, body, CORS_HEADERS);

export default async function handler(req: Request, env: Env = processEnv()): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' });

  const supabaseUrl = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !serviceKey) {
    console.error('auction-settle: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
    return json(500, { error: 'Function is not configured' });
  }
  const rpc = serviceRpc(supabaseUrl, serviceKey);
  const settled = await rpc<number>('settle_auctions', {});
  return json(200, { settled, ...(await sendQueuedMail(rpc, env)) });
}
