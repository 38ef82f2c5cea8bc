import { getLatestNews } from '../../../api/news';
import { getLanding } from './get-landing';

it('reads the hero lines, the features and the facts in order', async () => {
  const { texts, features, facts } = await getLanding();
  expect(texts?.tagline).toMatch(/Norse-themed survival server/);
  expect(features.map((f) => f.title)).toEqual([
    'Norse Mythology',
    'Epic Battles',
    'Active Community',
    'Custom Quests',
  ]);
  expect(facts.map((f) => f.label)).toEqual(['CPU', 'RAM', 'Storage', 'Anti-lag']);
});

it('reads the three newest live posts, never a draft', async () => {
  const posts = await getLatestNews();
  expect(posts.map((p) => p.slug)).toEqual([
    'winter-nights-event',
    'new-rules-on-lag-machines',
    'jotunheim-raid-open',
  ]);
});
