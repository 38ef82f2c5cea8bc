// The news as an Atom feed (/news/feed.xml, RFC 4287): the newest posts that are live, read as a
// signed-out visitor reads them (row-level security shows published posts whose time has come),
// kept for a moment as data pages are, so a burst of feed readers costs one request.
import { markdownExcerpt } from '@norsecraft/shared/markdown-text';
import { escapeHtml } from '../document/escape';
import type { RuntimeEnv } from '../document/head';

/** Posts the feed carries. */
export const FEED_POSTS = 20;
/** How long a feed is served before it is read again (as a page rendered with its data). */
export const FEED_KEEP_MS = 2000;

export interface FeedPost {
  title: string;
  slug: string;
  body: string;
  published_at: string;
  updated_at: string;
  author_name: string;
}

const xml = (text: string) => escapeHtml(text);

/** The feed's XML for these posts (newest first). */
export function atomFeed(origin: string, posts: readonly FeedPost[], now = new Date()): string {
  const updated = posts.reduce(
    (latest, post) => (post.updated_at > latest ? post.updated_at : latest),
    posts[0]?.published_at ?? now.toISOString(),
  );
  const entries = posts.map((post) => {
    const url = `${origin}/news/${encodeURIComponent(post.slug)}`;
    return [
      '  <entry>',
      `    <id>${xml(url)}</id>`,
      `    <title>${xml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${xml(new Date(post.published_at).toISOString())}</published>`,
      `    <updated>${xml(new Date(post.updated_at).toISOString())}</updated>`,
      `    <author><name>${xml(post.author_name)}</name></author>`,
      `    <summary type="text">${xml(markdownExcerpt(post.body, 400))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(`${origin}/news`)}</id>`,
    '  <title>NORSECRAFT news</title>',
    `  <link rel="self" type="application/atom+xml" href="${xml(`${origin}/news/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${origin}/news`)}"/>`,
    `  <updated>${xml(new Date(updated).toISOString())}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The feed of the site's Supabase project; without one, an empty feed. */
export function newsFeed({
  runtimeEnv,
  origin,
  fetchImpl = fetch,
  now = Date.now,
}: {
  runtimeEnv: RuntimeEnv | null;
  origin: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}) {
  let kept: { xml: Promise<string>; until: number } | null = null;

  async function read(): Promise<string> {
    if (!runtimeEnv) return atomFeed(origin, []);
    const query = new URLSearchParams({
      select: 'title,slug,body,published_at,updated_at,author_name',
      lang: 'eq.en',
      status: 'eq.published',
      order: 'published_at.desc,id.desc',
      limit: String(FEED_POSTS),
    });
    const response = await fetchImpl(
      `${runtimeEnv.supabaseUrl.replace(/\/$/, '')}/rest/v1/news_posts?${query}`,
      {
        headers: {
          apikey: runtimeEnv.supabaseAnonKey,
          authorization: `Bearer ${runtimeEnv.supabaseAnonKey}`,
        },
        signal: AbortSignal.timeout(3000),
      },
    );
    if (!response.ok) throw new Error(`news_posts: HTTP ${response.status}`);
    return atomFeed(origin, (await response.json()) as FeedPost[]);
  }

  return {
    /** The feed's XML; throws when the database does not answer (the host says 503). */
    xml(): Promise<string> {
      if (kept && kept.until > now()) return kept.xml;
      const entry = { xml: read(), until: now() + FEED_KEEP_MS };
      entry.xml.catch(() => kept === entry && (kept = null));
      kept = entry;
      return entry.xml;
    },
  };
}

export type NewsFeed = ReturnType<typeof newsFeed>;
