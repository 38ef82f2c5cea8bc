import { buildBidPayload, formatCopper } from './format';

describe('formatCopper', () => {
  it.each([
    [0, '0g 0s 0c'],
    [1, '0g 0s 1c'],
    [99, '0g 0s 99c'],
    [100, '0g 1s 0c'],
    [9_999, '0g 99s 99c'],
    [10_000, '1g 0s 0c'],
    [265_000, '26g 50s 0c'],
    [400_000, '40g 0s 0c'],
    [1_234_567, '123g 45s 67c'],
  ])('%i copper → %s', (amount, expected) => {
    expect(formatCopper(amount)).toBe(expected);
  });

  it('never shows negative or fractional coins', () => {
    expect(formatCopper(-5)).toBe('0g 0s 0c');
    expect(formatCopper(150.9)).toBe('0g 1s 50c');
  });
});

describe('buildBidPayload', () => {
  const log = {
    item_name: 'Totem of Undying',
    bidder: 'member@example.com',
    amount: 400_001,
    timestamp: '2026-11-22T09:30:00.123+00:00',
  };

  it('builds the New Auction Bid embed', () => {
    expect(buildBidPayload(log)).toEqual({
      embeds: [
        {
          title: 'New Auction Bid',
          color: expect.any(Number),
          fields: [
            { name: 'Item', value: 'Totem of Undying', inline: true },
            { name: 'Bidder', value: 'member@example.com', inline: true },
            { name: 'Bid Amount', value: '40g 0s 1c', inline: true },
          ],
          timestamp: '2026-11-22T09:30:00.123Z',
        },
      ],
    });
  });

  it.each([null, '', '   '])('names a missing bidder (%p) Anonymous', (bidder) => {
    const [embed] = buildBidPayload({ ...log, bidder }).embeds;
    expect(embed?.fields[1]).toEqual({ name: 'Bidder', value: 'Anonymous', inline: true });
  });
});
