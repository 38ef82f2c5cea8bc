// The chat webhook message for a news post that went live (issue 36): built on the server from
// the post as the database holds it, as the bid notice is (bid-webhook.ts). Every text is
// escaped for the chat's Markdown, the link is the site's own, and nobody is pinged.
import { escapeChatMarkdown } from './bid-webhook.ts';

/** The news_posts columns the message is built from. */
export interface LivePost {
  title: string;
  slug: string;
  body: string;
  author_name: string;
  published_at: string;
}

export interface NewsWebhookPayload {
  embeds: {
    title: string;
    url?: string;
    description: string;
    color: number;
    footer: { text: string };
    timestamp: string;
  }[];
  allowed_mentions: { parse: [] };
}

const EMBED_COLOR = 0xf5a623;
/** The chat platform's limits for an embed's title and description. */
const TITLE_MAX = 256;
const DESCRIPTION_MAX = 4096;
/** What the notice quotes of the post. */
const EXCERPT = 300;

/** The post's opening words without Markdown marks (the chat shows them as plain text). */
function excerpt(body: string): string {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_~`|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT - 1).replace(/\s+\S*$/, '')}…`;
}

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/**
 * The notice: the post's title linking to its page on the site (when the site's address is
 * known), its opening words and its author.
 */
export function buildNewsWebhookPayload(post: LivePost, siteUrl?: string): NewsWebhookPayload {
  const url =
    siteUrl && /^https?:\/\//.test(siteUrl)
      ? `${siteUrl.replace(/\/+$/, '')}/news/${encodeURIComponent(post.slug)}`
      : undefined;
  return {
    embeds: [
      {
        // Titles are not Markdown in an embed, but mentions are defused all the same.
        title: cut(post.title.replace(/@/g, '@\u200b'), TITLE_MAX),
        ...(url ? { url } : {}),
        description: cut(escapeChatMarkdown(excerpt(post.body)), DESCRIPTION_MAX),
        color: EMBED_COLOR,
        footer: { text: cut(`News by ${post.author_name}`.replace(/@/g, '@\u200b'), 2048) },
        timestamp: new Date(post.published_at).toISOString(),
      },
    ],
    allowed_mentions: { parse: [] },
  };
}
