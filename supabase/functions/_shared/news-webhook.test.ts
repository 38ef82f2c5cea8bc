import { buildNewsWebhookPayload } from './news-webhook';

const post = {
  title: 'Winter Nights @everyone',
  slug: 'winter-nights',
  body: '## Games\n\nThe **Winter Nights** are back: [calendar](/calendar). @here <@123> https://evil.example',
  author_name: 'Bragi_Skald',
  published_at: '2026-11-27T18:00:00+00:00',
};

it('links the post on the site and quotes its opening words as plain, escaped text', () => {
  const [embed] = buildNewsWebhookPayload(post, 'https://norsecraft.net/').embeds;
  expect(embed!.url).toBe('https://norsecraft.net/news/winter-nights');
  expect(embed!.description).toContain('Games The Winter Nights are back: calendar.');
  expect(embed!.description).not.toMatch(/\*\*|\]\(/);
  // No mention, no bare link.
  expect(embed!.description).not.toMatch(/@here|<@123>|https:\/\/evil/);
  expect(embed!.title).not.toContain('@everyone');
  expect(embed!.footer.text).toBe('News by Bragi_Skald');
  expect(embed!.timestamp).toBe('2026-11-27T18:00:00.000Z');
});

it('pings nobody and has no link without the site address', () => {
  const payload = buildNewsWebhookPayload(post);
  expect(payload.allowed_mentions).toEqual({ parse: [] });
  expect(payload.embeds[0]!.url).toBeUndefined();
});

it('cuts a long post to an excerpt', () => {
  const long = buildNewsWebhookPayload({ ...post, body: 'word '.repeat(500) }).embeds[0]!;
  expect(long.description.length).toBeLessThanOrEqual(300);
  expect(long.description.endsWith('…')).toBe(true);
});
