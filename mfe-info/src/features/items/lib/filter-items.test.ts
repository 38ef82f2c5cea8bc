import { countByFilter, filterItems, itemViewFromParams, paramsFromItemView } from './filter-items';
import type { Item } from '../types';

const item = (name: string, category: Item['category'], set: string | null = null) => ({
  name,
  category,
  set,
  description: `${name} description`,
});

const items = [
  item('Frost Helm', 'armor', 'Jotunn'),
  item('Thunder Axe', 'weapon', 'Thor'),
  item('Berserk', 'ability'),
  item('Frost Blade', 'weapon', 'Jotunn'),
];

describe('filterItems', () => {
  it('returns everything for an empty query and All', () => {
    expect(filterItems(items, '  ', 'all')).toHaveLength(4);
  });

  it('filters by category', () => {
    expect(filterItems(items, '', 'weapon').map((i) => i.name)).toEqual([
      'Thunder Axe',
      'Frost Blade',
    ]);
    expect(filterItems(items, '', 'ability').map((i) => i.name)).toEqual(['Berserk']);
  });

  it('searches name and set case-insensitively, combined with the category', () => {
    expect(filterItems(items, 'FROST', 'all')).toHaveLength(2);
    expect(filterItems(items, 'jotunn', 'armor').map((i) => i.name)).toEqual(['Frost Helm']);
    expect(filterItems(items, 'nothing like it', 'all')).toEqual([]);
  });
});

describe('the item view in the URL', () => {
  it('reads the search and a known filter, and ignores an unknown one', () => {
    expect(itemViewFromParams(new URLSearchParams('q=axe&type=weapon'))).toEqual({
      query: 'axe',
      filter: 'weapon',
    });
    expect(itemViewFromParams(new URLSearchParams('type=boots'))).toEqual({
      query: '',
      filter: 'all',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(paramsFromItemView({ query: '', filter: 'all' }).toString()).toBe('');
    expect(paramsFromItemView({ query: 'Helm', filter: 'armor' }).toString()).toBe(
      'q=Helm&type=armor',
    );
  });
});

describe('countByFilter', () => {
  it('counts what each category would show for the search', () => {
    expect(countByFilter(items, '')).toEqual({ all: 4, armor: 1, weapon: 2, ability: 1 });
    expect(countByFilter(items, 'frost')).toEqual({ all: 2, armor: 1, weapon: 1, ability: 0 });
  });
});
