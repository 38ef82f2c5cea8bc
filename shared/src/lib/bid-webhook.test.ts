import { buildBidWebhookPayload } from './bid-webhook';

describe('buildBidWebhookPayload', () => {
  const log = {
    item_name: 'Totem of Undying',
    bidder: 'member@example.com',
    amount: 400_001,
    timestamp: '2026-11-22T09:30:00.123+00:00',
  };

  it('builds the New Auction Bid embed with the amount as the site shows money', () => {
    expect(buildBidWebhookPayload(log)).toEqual({
      embeds: [
        {
          title: 'New Auction Bid',
          color: expect.any(Number),
          fields: [
            { name: 'Item', value: 'Totem of Undying', inline: true },
            { name: 'Bidder', value: 'member@example.com', inline: true },
            { name: 'Bid Amount', value: '40g 1c', inline: true },
          ],
          timestamp: '2026-11-22T09:30:00.123Z',
        },
      ],
    });
  });

  it.each([null, '', '   '])('names a missing bidder (%p) Anonymous', (bidder) => {
    const [embed] = buildBidWebhookPayload({ ...log, bidder }).embeds;
    expect(embed?.fields[1]).toEqual({ name: 'Bidder', value: 'Anonymous', inline: true });
  });
});
