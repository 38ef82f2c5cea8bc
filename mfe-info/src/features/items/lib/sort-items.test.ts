import { rarityRank, sortItems, tierRank } from './sort-items';

const item = (name: string, tier: string, rarity: string) => ({ name, tier, rarity });

describe('item ranks', () => {
  it('ranks tiers S++ > S+ > S > A > B > other', () => {
    const ranks = ['S++', 'S+', 'S', 'A', 'B', 'C'].map(tierRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(ranks).size).toBe(6);
  });

  it('ranks rarities Mythic > Legendary > Epic > Rare > other', () => {
    const ranks = ['Mythic', 'Legendary', 'Epic', 'Rare', 'Common'].map(rarityRank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(ranks).size).toBe(5);
  });
});

describe('sortItems', () => {
  it('orders by tier rank, then rarity rank, not alphabetically', () => {
    const sorted = sortItems([
      item('b-rare', 'B', 'Rare'),
      item('a-common', 'A', 'Common'),
      item('s-epic', 'S', 'Epic'),
      item('spp-rare', 'S++', 'Rare'),
      item('a-mythic', 'A', 'Mythic'),
      item('sp-legendary', 'S+', 'Legendary'),
      item('x-mythic', 'X', 'Mythic'),
      item('spp-mythic', 'S++', 'Mythic'),
      item('a-legendary', 'A', 'Legendary'),
    ]);
    expect(sorted.map((i) => i.name)).toEqual([
      'spp-mythic',
      'spp-rare',
      'sp-legendary',
      's-epic',
      'a-mythic',
      'a-legendary',
      'a-common',
      'b-rare',
      'x-mythic',
    ]);
  });

  it('breaks ties by name and does not mutate its input', () => {
    const input = [item('Zeta', 'A', 'Epic'), item('Alpha', 'A', 'Epic')];
    expect(sortItems(input).map((i) => i.name)).toEqual(['Alpha', 'Zeta']);
    expect(input[0]?.name).toBe('Zeta');
  });
});
