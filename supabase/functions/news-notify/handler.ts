// news-notify: posts news that went live to the chat webhook (NEWS_WEBHOOK_URL), once each.
//
// A post goes live when an editor publishes it, or later at its scheduled time with nobody at the
// keyboard. So any caller may ask (the back office after publishing, the news page when it shows
// a post that went live recently, pg_cron every minute): the database decides what to post —
// claim_news_notifications() (service role) hands out each live, untold post once, within a day
// of its time — and this function builds each message from the post as stored (escaped, no
// mentions). A failed post releases its claim for a later call. Without NEWS_WEBHOOK_URL nothing
// is claimed. Runtime-neutral: index.ts serves it on Deno.
import { buildNewsWebhookPayload, type LivePost } from '../_shared/news-webhook.ts';
import { corsHeaders, jsonResponse, processEnv, type Env } from '../_shared/http.ts';

const CORS_HEADERS = corsHeaders('POST, OPTIONS');
const json = (status: number, body: unknown) => jsonResponse(status, body, CORS_HEADERS);

interface ClaimedPost extends LivePost {
  id: number;
}

export default async function handler(req: Request, env: Env = processEnv()): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (req.method !== 'POST') return json(405, { error: 'Method not allowed' });

  const supabaseUrl = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!supabaseUrl || !serviceKey) {
    console.error('news-notify: SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
    return json(500, { error: 'Function is not configured' });
  }
  const webhookUrl = env.NEWS_WEBHOOK_URL;
  if (!webhookUrl) return json(200, { posted: 0, reason: 'not configured' });

  const asService = {
    apikey: serviceKey,
    authorization: `Bearer ${serviceKey}`,
    'content-type': 'application/json',
  };
  const claim = await fetch(`${supabaseUrl}/rest/v1/rpc/claim_news_notifications`, {
    method: 'POST',
    headers: asService,
    body: '{}',
  });
  if (!claim.ok) throw new Error(`claiming news posts failed: ${claim.status}`);
  const posts = (await claim.json()) as ClaimedPost[];

  let posted = 0;
  for (const post of posts) {
    let failure: string | null = null;
    try {
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildNewsWebhookPayload(post, env.SITE_URL)),
      });
      if (!answer.ok) failure = answer.statusText || String(answer.status);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (failure === null) {
      posted += 1;
      continue;
    }
    console.error(`Webhook failed: ${failure}`);
    // Released for a later call (a post is told once, when the chat takes it).
    await fetch(`${supabaseUrl}/rest/v1/news_posts?id=eq.${post.id}`, {
      method: 'PATCH',
      headers: { ...asService, prefer: 'return=minimal' },
      body: JSON.stringify({ notified_at: null }),
    });
  }
  return json(200, { posted, failed: posts.length - posted });
}
