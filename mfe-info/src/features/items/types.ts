export type ItemCategory = 'armor' | 'weapon' | 'ability';

export interface ItemAbility {
  name: string;
  description: string;
  /** Seconds. */
  cooldown: number;
}

/** A row of `items` as the page uses it. */
export interface Item {
  id: number;
  name: string;
  description: string;
  set: string | null;
  rarity: string;
  tier: string;
  category: ItemCategory;
  stats: Record<string, string | number>;
  ability: ItemAbility | null;
}
