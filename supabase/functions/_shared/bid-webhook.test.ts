import { buildBidWebhookPayload, chatLanguage, escapeChatMarkdown } from './bid-webhook';

describe('buildBidWebhookPayload', () => {
  const log = {
    item_name: 'Totem of Undying',
    bidder: 'Shieldmaiden',
    amount: 400_001,
    timestamp: '2026-11-22T09:30:00.123+00:00',
  };

  it('builds the New Auction Bid embed with the amount as the site shows money, pinging nobody', () => {
    expect(buildBidWebhookPayload(log)).toEqual({
      embeds: [
        {
          title: 'New Auction Bid',
          color: expect.any(Number),
          fields: [
            { name: 'Item', value: 'Totem of Undying', inline: true },
            { name: 'Bidder', value: 'Shieldmaiden', inline: true },
            { name: 'Bid Amount', value: '40g 1c', inline: true },
          ],
          timestamp: '2026-11-22T09:30:00.123Z',
        },
      ],
      allowed_mentions: { parse: [] },
    });
  });

  it('writes the embed in Swedish when the chat is Swedish, gold grouped as Swedish writes it', () => {
    const [embed] = buildBidWebhookPayload({ ...log, amount: 12_500_000_001 }, 'sv').embeds;
    expect(embed?.title).toBe('Nytt bud i auktionshuset');
    expect(embed?.fields).toEqual([
      { name: 'Föremål', value: 'Totem of Undying', inline: true },
      { name: 'Budgivare', value: 'Shieldmaiden', inline: true },
      { name: 'Bud', value: '1\u00a0250\u00a0000g 1c', inline: true },
    ]);
    const [anonymous] = buildBidWebhookPayload({ ...log, bidder: null }, 'sv').embeds;
    expect(anonymous?.fields[1]?.value).toBe('Anonym');
  });

  it('reads a stored chat language, English for anything it does not know', () => {
    expect([
      chatLanguage('sv'),
      chatLanguage('en'),
      chatLanguage('de'),
      chatLanguage(null),
    ]).toEqual(['sv', 'en', 'en', 'en']);
  });

  it.each([null, '', '   '])('names a missing bidder (%p) Anonymous', (bidder) => {
    const [embed] = buildBidWebhookPayload({ ...log, bidder }).embeds;
    expect(embed?.fields[1]).toEqual({ name: 'Bidder', value: 'Anonymous', inline: true });
  });

  it('escapes every field', () => {
    const [embed] = buildBidWebhookPayload({
      ...log,
      item_name: '**Free** `gold`',
      bidder: '[claim-your-prize](https://evil.example)',
    }).embeds;
    expect(embed?.fields.map((field) => field.value)).toEqual([
      '\\*\\*Free\\*\\* \\`gold\\`',
      '\\[claim-your-prize\\]\\(https\u200b://evil.example\\)',
      '40g 1c',
    ]);
  });

  it('keeps a field within 1,024 characters without leaving half an escape', () => {
    const [embed] = buildBidWebhookPayload({ ...log, bidder: `${'a'.repeat(1022)}*tail` }).embeds;
    expect(embed?.fields[1]?.value).toBe(`${'a'.repeat(1022)}…`);
    expect(embed?.fields[1]?.value.length).toBeLessThanOrEqual(1024);
  });
});

describe('escapeChatMarkdown', () => {
  it.each([
    [
      'a masked link',
      '[prize](https://evil.example)',
      '\\[prize\\]\\(https\u200b://evil.example\\)',
    ],
    ['a bare link', 'see https://evil.example', 'see https\u200b://evil.example'],
    ['@everyone and @here', '@everyone @here', '@\u200beveryone @\u200bhere'],
    ['a user mention tag', '<@123456>', '\\<@\u200b123456>'],
    ['a role or channel tag', '<@&1> <#2>', '\\<@\u200b&1> \\<#2>'],
    ['emphasis and spoilers', '*a* _b_ ~~c~~ ||d||', '\\*a\\* \\_b\\_ \\~\\~c\\~\\~ \\|\\|d\\|\\|'],
    [
      'headings, quotes and lists',
      '# x\n> y\n - z\n+ v\n12. w',
      '\\# x\n\\> y\n \\- z\n\\+ v\n12\\. w',
    ],
    ['those signs inside a line', 'Rime-Scale #1 > 2. Axe', 'Rime-Scale #1 > 2. Axe'],
    ['a code block', '```js```', '\\`\\`\\`js\\`\\`\\`'],
    ['a backslash', 'a\\*b', 'a\\\\\\*b'],
    ['plain text', "Ullr's Longbow 40g 1c", "Ullr's Longbow 40g 1c"],
  ])('shows %s literally', (_what, text, escaped) => {
    expect(escapeChatMarkdown(text)).toBe(escaped);
  });
});
