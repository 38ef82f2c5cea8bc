import { getWikiAbout, getWikiArticle, getWikiHub, searchWiki } from './get-wiki';

it('lists the categories in order, each with its articles and their count', async () => {
  const hub = await getWikiHub();
  expect(hub.map((c) => c.title)).toEqual([
    'Getting Started',
    'Combat',
    'Economy',
    'Realms',
    'Guilds',
    'Building',
  ]);
  expect(hub[0]).toMatchObject({ article_count: 4, icon: 'compass' });
  expect(hub[0]!.articles[0]).toEqual({ title: 'Joining the server', slug: 'joining-the-server' });
});

it('finds articles by words of their title or text, titles first', async () => {
  expect(await searchWiki('raid mech')).toEqual({
    total: 1,
    rows: [{ title: 'Raid mechanics', slug: 'raid-mechanics', category: 'Combat' }],
  });
  const raid = await searchWiki('raid');
  expect(raid.rows[0]!.title).toBe('Raid mechanics');
  // "raids" in the text of the guild levels article.
  expect(raid.rows.map((r) => r.title)).toContain('Guild levels');
  expect(await searchWiki('zzzz')).toEqual({ total: 0, rows: [] });
  expect(await searchWiki('%_\\')).toEqual({ total: 0, rows: [] });
});

it('reads an article by its address with its category, and null for none', async () => {
  expect(await getWikiArticle('claiming-land')).toMatchObject({
    title: 'Claiming land',
    category: { title: 'Getting Started', slug: 'getting-started' },
  });
  expect(await getWikiArticle('no-such-article')).toBeNull();
});

it('reads the about section in order', async () => {
  const { highlights, timeline } = await getWikiAbout();
  expect(highlights).toHaveLength(3);
  expect(timeline.map((t) => t.month)).toEqual(['2024-03', '2024-04', '2024-05']);
});
