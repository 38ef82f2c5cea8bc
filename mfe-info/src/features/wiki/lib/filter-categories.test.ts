import type { WikiCategory } from '../data';
import { filterCategories } from './filter-categories';

const categories: WikiCategory[] = [
  {
    icon: 'swords',
    title: 'Combat',
    articles: [
      { title: 'Weapon tiers', body: '' },
      { title: 'Raid mechanics', body: '' },
    ],
  },
  {
    icon: 'coins',
    title: 'Economy',
    articles: [
      { title: 'Auction house guide', body: '' },
      { title: 'Vote rewards', body: '' },
    ],
  },
];

describe('filterCategories', () => {
  it('keeps everything for a blank query', () => {
    expect(filterCategories(categories, ' ')).toBe(categories);
  });

  it('keeps only matching article titles, case-insensitively', () => {
    expect(filterCategories(categories, 'RAID')).toEqual([
      { icon: 'swords', title: 'Combat', articles: [{ title: 'Raid mechanics', body: '' }] },
    ]);
  });

  it('keeps a whole category when its title matches', () => {
    expect(filterCategories(categories, 'econ')).toEqual([categories[1]]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterCategories(categories, 'xyz')).toEqual([]);
  });
});
