import { atomFeed, newsFeed } from './news-feed';

const ORIGIN = 'https://norsecraft.example';
const post = {
  title: 'Raid & <Ragnarök>',
  slug: 'raid-night',
  body: '**Bring** [fire](/rules) resistance.',
  published_at: '2026-11-20T10:00:00+00:00',
  updated_at: '2026-11-21T09:00:00+00:00',
  author_name: 'Bragi_Skald',
};

it('writes an Atom feed of the posts, every text escaped', () => {
  const feed = atomFeed(ORIGIN, [post]);
  expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(feed).toContain(`<id>${ORIGIN}/news/raid-night</id>`);
  expect(feed).toContain('<title>Raid &amp; &lt;Ragnarök&gt;</title>');
  expect(feed).toContain('<summary type="text">Bring fire resistance.</summary>');
  expect(feed).toContain('<published>2026-11-20T10:00:00.000Z</published>');
  expect(feed).toContain('<updated>2026-11-21T09:00:00.000Z</updated>');
  expect(feed).toContain('<author><name>Bragi_Skald</name></author>');
  expect(feed).not.toMatch(/<Ragnarök>/);
});

it('is a valid empty feed without posts', () => {
  const feed = atomFeed(ORIGIN, [], new Date('2026-11-27T00:00:00Z'));
  expect(feed).toContain('<updated>2026-11-27T00:00:00.000Z</updated>');
  expect(feed).not.toContain('<entry>');
});

it('asks the database as a visitor for the newest live posts, once for a burst', async () => {
  let clock = 0;
  const urls: string[] = [];
  const feed = newsFeed({
    runtimeEnv: { supabaseUrl: 'https://db.example', supabaseAnonKey: 'anon' },
    origin: ORIGIN,
    now: () => clock,
    fetchImpl: async (url) => {
      urls.push(String(url));
      return new Response(JSON.stringify([post]));
    },
  });
  expect(await feed.xml()).toContain('raid-night');
  await feed.xml();
  expect(urls).toHaveLength(1);
  expect(urls[0]).toContain('status=eq.published');
  expect(urls[0]).toContain('order=published_at.desc%2Cid.desc');
  clock += 2000;
  await feed.xml();
  expect(urls).toHaveLength(2);
});
