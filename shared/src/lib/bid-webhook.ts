// The chat webhook message for an accepted bid (spec section 7). Server-only: the
// auction-bid-notify function imports this file by path (with the `.ts` extension Deno needs),
// and the package index does not export it, so it never reaches a browser bundle. It lives here
// so the message shows money exactly as the site does.
import { formatMoney } from './money.ts';

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
}

/** The site's gold accent, as the chat platform's decimal colour. */
const EMBED_COLOR = 0xf5a623;

export function buildBidWebhookPayload(log: BidLog): BidWebhookPayload {
  const bidder = log.bidder?.trim() ? log.bidder.trim() : 'Anonymous';
  return {
    embeds: [
      {
        title: 'New Auction Bid',
        color: EMBED_COLOR,
        fields: [
          { name: 'Item', value: log.item_name, inline: true },
          { name: 'Bidder', value: bidder, inline: true },
          { name: 'Bid Amount', value: formatMoney(log.amount), inline: true },
        ],
        timestamp: new Date(log.timestamp).toISOString(),
      },
    ],
  };
}
