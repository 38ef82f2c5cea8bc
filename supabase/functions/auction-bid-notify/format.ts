// Pure formatting for the chat webhook message: no I/O, shared by the handler and its tests.

const COPPER_PER_SILVER = 100;
const COPPER_PER_GOLD = 100 * COPPER_PER_SILVER;

/** Whole copper as 'Xg Ys Zc' (100 c = 1 s, 100 s = 1 g), e.g. 265000 → '26g 50s 0c'. */
export function formatCopper(amount: number): string {
  const total = Math.max(0, Math.trunc(amount));
  const gold = Math.floor(total / COPPER_PER_GOLD);
  const silver = Math.floor((total % COPPER_PER_GOLD) / COPPER_PER_SILVER);
  const copper = total % COPPER_PER_SILVER;
  return `${gold}g ${silver}s ${copper}c`;
}

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

export interface WebhookPayload {
  embeds: {
    title: string;
    color: number;
    fields: EmbedField[];
    timestamp: string;
  }[];
}

/** The site's gold accent, as the chat platform's decimal colour. */
const EMBED_COLOR = 0xf5a623;

/** The chat webhook body for one accepted bid (spec section 7: 'New Auction Bid'). */
export function buildBidPayload(log: BidLog): WebhookPayload {
  const bidder = log.bidder?.trim() ? log.bidder.trim() : 'Anonymous';
  return {
    embeds: [
      {
        title: 'New Auction Bid',
        color: EMBED_COLOR,
        fields: [
          { name: 'Item', value: log.item_name, inline: true },
          { name: 'Bidder', value: bidder, inline: true },
          { name: 'Bid Amount', value: formatCopper(log.amount), inline: true },
        ],
        timestamp: new Date(log.timestamp).toISOString(),
      },
    ],
  };
}
