import { getItems } from './get-items';
import { rarityRank, tierRank } from '../lib/sort-items';

it('reads every item, best tier first, then rarest', async () => {
  const items = await getItems();
  expect(items.length).toBeGreaterThan(0);
  const ranks = items.map((item) => tierRank(item.tier) * 10 + rarityRank(item.rarity));
  expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  expect(Object.keys(items[0]!).sort()).toEqual(
    ['ability', 'category', 'description', 'id', 'name', 'rarity', 'set', 'stats', 'tier'].sort(),
  );
  expect(typeof items[0]!.stats).toBe('object');
});
