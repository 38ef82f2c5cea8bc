import type { Item as ItemRow } from '@norsecraft/shared';

export type { ItemAbility, ItemCategory } from '@norsecraft/shared';

/** The columns of `items` the page reads (the rank columns stay on the server). */
export type Item = Pick<
  ItemRow,
  'id' | 'name' | 'description' | 'set' | 'rarity' | 'tier' | 'category' | 'stats' | 'ability'
>;
