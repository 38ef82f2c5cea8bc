// The chat webhook message for an accepted bid (docs/product/auction.md#bid-log-and-chat-notice).
// Server-only (auction-bid-notify); money is written by the site's own formatMoney (money.ts, which
// the site re-exports), so the chat shows a bid exactly as the auction page does.
import { formatMoney } from './money.ts';

/** The languages the chat may be written in (site_settings.chat_language). */
export type ChatLanguage = 'en' | 'sv';

/** The message's words in each language: English is the spec's, letter for letter. */
const WORDS: Record<
  ChatLanguage,
  { title: string; item: string; bidder: string; amount: string; anonymous: string; locale: string }
> = {
  en: {
    title: 'New Auction Bid',
    item: 'Item',
    bidder: 'Bidder',
    amount: 'Bid Amount',
    anonymous: 'Anonymous',
    locale: 'en-US',
  },
  sv: {
    title: 'Nytt bud i auktionshuset',
    item: 'Föremål',
    bidder: 'Budgivare',
    amount: 'Bud',
    anonymous: 'Anonym',
    locale: 'sv-SE',
  },
};

/** A stored chat language as one the message is written in; English for anything else. */
export const chatLanguage = (value: unknown): ChatLanguage => (value === 'sv' ? 'sv' : 'en');

/** The auction_logs columns the message is built from. */
export interface BidLog {
  item_name: string;
  bidder: string | null;
  amount: number;
  timestamp: string;
}

export interface EmbedField {
  name: string;
  value: string;
  inline: boolean;
}

export interface BidWebhookPayload {
  embeds: {
    title: string;
    color: number;
    fields: EmbedField[];
    timestamp: string;
  }[];
  /** Nobody is pinged, whatever the text says. */
  allowed_mentions: { parse: [] };
}

/** The site's gold accent, as the chat platform's decimal colour. */
const EMBED_COLOR = 0xf5a623;

/** The chat platform's limit for an embed field's value. */
const FIELD_VALUE_MAX = 1024;

const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Shows `text` literally in the chat: inline Markdown is backslash-escaped (no bold, code,
 * spoilers or links such as `[claim-your-prize](https://evil.example)`), so are headings, quotes
 * and lists at the start of a line, `<` cannot open a mention, channel or timestamp tag, and a
 * zero-width space after every `@` and inside every `://` stops @everyone-style mentions and bare
 * links. Names come from members, so every field goes through this.
 */
export function escapeChatMarkdown(text: string): string {
  return text
    .replace(/[\\`*_~|[\]()<]/g, (char) => `\\${char}`)
    .replace(/^(\s*)([#>+-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)\./gm, '$1\\.')
    .replace(/@/g, `@${ZERO_WIDTH_SPACE}`)
    .replace(/:\/\//g, `${ZERO_WIDTH_SPACE}://`);
}

function fieldValue(text: string): string {
  const escaped = escapeChatMarkdown(text);
  if (escaped.length <= FIELD_VALUE_MAX) return escaped;
  let cut = escaped.slice(0, FIELD_VALUE_MAX - 1);
  // An odd run of backslashes at the end is an escape cut in half: it would escape the ellipsis.
  if (/\\*$/.exec(cut)![0].length % 2 === 1) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The chat message for a bid, in the server's language (the site setting; English default). */
export function buildBidWebhookPayload(
  log: BidLog,
  language: ChatLanguage = 'en',
): BidWebhookPayload {
  const words = WORDS[language];
  const bidder = log.bidder?.trim() ? log.bidder.trim() : words.anonymous;
  return {
    embeds: [
      {
        title: words.title,
        color: EMBED_COLOR,
        fields: [
          { name: words.item, value: fieldValue(log.item_name), inline: true },
          { name: words.bidder, value: fieldValue(bidder), inline: true },
          {
            name: words.amount,
            value: fieldValue(formatMoney(log.amount, words.locale)),
            inline: true,
          },
        ],
        timestamp: new Date(log.timestamp).toISOString(),
      },
    ],
    allowed_mentions: { parse: [] },
  };
}
