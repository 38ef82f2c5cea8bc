import type { Item, ItemCategory, TablesInsert } from '@norsecraft/shared';

/** The form's choices (docs/product/admin.md#items); the database holds the same limits. */
export const ITEM_CATEGORIES: readonly { value: ItemCategory; label: string }[] = [
  { value: 'armor', label: 'Armor' },
  { value: 'weapon', label: 'Weapon' },
  { value: 'ability', label: 'Ability' },
];
export const ITEM_RARITIES = ['Mythic', 'Legendary', 'Epic', 'Rare', 'Uncommon', 'Common'] as const;
export const ITEM_TIERS = ['S++', 'S+', 'S', 'A', 'B'] as const;
export const ITEM_LIMITS = {
  name: 60,
  set: 60,
  description: 500,
  stats: 12,
  statName: 30,
  statValue: 20,
  abilityName: 60,
  abilityDescription: 300,
  /** Seconds: a day. */
  cooldown: 86_400,
} as const;
const STAT_NAME = /^[a-z][a-z0-9_]*$/;

export interface StatRow {
  name: string;
  value: string;
}

export interface ItemFormValues {
  name: string;
  category: ItemCategory;
  rarity: string;
  tier: string;
  set: string;
  description: string;
  stats: StatRow[];
  abilityName: string;
  abilityDescription: string;
  abilityCooldown: string;
}

export type ItemInput = Pick<
  TablesInsert<'items'>,
  'name' | 'category' | 'rarity' | 'tier' | 'set' | 'description' | 'stats' | 'ability'
>;

export function emptyItemForm(): ItemFormValues {
  return {
    name: '',
    category: 'weapon',
    rarity: 'Rare',
    tier: 'A',
    set: '',
    description: '',
    stats: [],
    abilityName: '',
    abilityDescription: '',
    abilityCooldown: '',
  };
}

export function itemFormOf(item: Item): ItemFormValues {
  return {
    name: item.name,
    category: item.category,
    rarity: item.rarity,
    tier: item.tier,
    set: item.set ?? '',
    description: item.description,
    stats: Object.entries(item.stats).map(([name, value]) => ({ name, value: String(value) })),
    abilityName: item.ability?.name ?? '',
    abilityDescription: item.ability?.description ?? '',
    abilityCooldown: item.ability ? String(item.ability.cooldown) : '',
  };
}

/** '12' and '-3.5' are numbers; anything else ('+8%') stays text, as the item cards show it. */
function statValue(raw: string): number | string {
  const text = raw.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

const hasAbility = (values: ItemFormValues) =>
  [values.abilityName, values.abilityDescription, values.abilityCooldown].some(
    (field) => field.trim() !== '',
  );

/** The first thing wrong with the form, in the form's order, or null. */
export function validateItemForm(values: ItemFormValues): string | null {
  const name = values.name.trim();
  if (!name) return 'Please enter a name.';
  if (name.length > ITEM_LIMITS.name) return `Names can be at most ${ITEM_LIMITS.name} characters.`;
  if (values.set.trim().length > ITEM_LIMITS.set)
    return `A set name can be at most ${ITEM_LIMITS.set} characters.`;
  if (values.description.trim().length > ITEM_LIMITS.description)
    return `The description can be at most ${ITEM_LIMITS.description} characters.`;
  const stats = values.stats.filter((row) => row.name.trim() || row.value.trim());
  if (stats.length > ITEM_LIMITS.stats) return `An item has at most ${ITEM_LIMITS.stats} stats.`;
  const seen = new Set<string>();
  for (const row of stats) {
    const statName = row.name.trim();
    if (!STAT_NAME.test(statName) || statName.length > ITEM_LIMITS.statName)
      return 'Stat names are lower-case letters, digits and underscores, starting with a letter (e.g. fire_damage).';
    if (seen.has(statName)) return `The stat ${statName} is listed twice.`;
    seen.add(statName);
    const value = row.value.trim();
    if (!value || value.length > ITEM_LIMITS.statValue)
      return `Give ${statName} a value of at most ${ITEM_LIMITS.statValue} characters.`;
  }
  if (hasAbility(values)) {
    if (!values.abilityName.trim()) return 'Please name the ability.';
    if (values.abilityName.trim().length > ITEM_LIMITS.abilityName)
      return `Ability names can be at most ${ITEM_LIMITS.abilityName} characters.`;
    if (values.abilityDescription.trim().length > ITEM_LIMITS.abilityDescription)
      return `The ability's description can be at most ${ITEM_LIMITS.abilityDescription} characters.`;
    const cooldown = Number(values.abilityCooldown.trim());
    if (
      values.abilityCooldown.trim() === '' ||
      !Number.isFinite(cooldown) ||
      cooldown < 0 ||
      cooldown > ITEM_LIMITS.cooldown
    )
      return 'The cooldown is a number of seconds from 0 to 86400.';
  }
  return null;
}

/** The row the database stores for valid form values (validateItemForm first). */
export function itemInputOf(values: ItemFormValues): ItemInput {
  return {
    name: values.name.trim(),
    category: values.category,
    rarity: values.rarity,
    tier: values.tier,
    set: values.set.trim() || null,
    description: values.description.trim(),
    stats: Object.fromEntries(
      values.stats
        .filter((row) => row.name.trim() || row.value.trim())
        .map((row) => [row.name.trim(), statValue(row.value)]),
    ),
    ability: hasAbility(values)
      ? {
          name: values.abilityName.trim(),
          description: values.abilityDescription.trim(),
          cooldown: Number(values.abilityCooldown.trim()),
        }
      : null,
  };
}
