import type { Item, ItemCategory, TablesInsert } from '@norsecraft/shared';
import { t } from '../i18n';

/** The form's choices (docs/product/admin.md#items); the database holds the same limits. */
export const ITEM_CATEGORIES: readonly ItemCategory[] = ['armor', 'weapon', 'ability'];

/** A category in words ('Armor'); a value the list does not know, as it is. */
export const categoryLabel = (category: string): string =>
  (ITEM_CATEGORIES as readonly string[]).includes(category)
    ? t(`category.${category as ItemCategory}`)
    : category;
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
  if (!name) return t('v.name');
  if (name.length > ITEM_LIMITS.name) return t('v.nameLong', { max: ITEM_LIMITS.name });
  if (values.set.trim().length > ITEM_LIMITS.set) return t('v.setLong', { max: ITEM_LIMITS.set });
  if (values.description.trim().length > ITEM_LIMITS.description)
    return t('v.descriptionLong', { max: ITEM_LIMITS.description });
  const stats = values.stats.filter((row) => row.name.trim() || row.value.trim());
  if (stats.length > ITEM_LIMITS.stats) return t('v.stats', { max: ITEM_LIMITS.stats });
  const seen = new Set<string>();
  for (const row of stats) {
    const statName = row.name.trim();
    if (!STAT_NAME.test(statName) || statName.length > ITEM_LIMITS.statName) return t('v.statName');
    if (seen.has(statName)) return t('v.statTwice', { name: statName });
    seen.add(statName);
    const value = row.value.trim();
    if (!value || value.length > ITEM_LIMITS.statValue)
      return t('v.statValue', { name: statName, max: ITEM_LIMITS.statValue });
  }
  if (hasAbility(values)) {
    if (!values.abilityName.trim()) return t('v.abilityName');
    if (values.abilityName.trim().length > ITEM_LIMITS.abilityName)
      return t('v.abilityNameLong', { max: ITEM_LIMITS.abilityName });
    if (values.abilityDescription.trim().length > ITEM_LIMITS.abilityDescription)
      return t('v.abilityDescriptionLong', { max: ITEM_LIMITS.abilityDescription });
    const cooldown = Number(values.abilityCooldown.trim());
    if (
      values.abilityCooldown.trim() === '' ||
      !Number.isFinite(cooldown) ||
      cooldown < 0 ||
      cooldown > ITEM_LIMITS.cooldown
    )
      return t('v.cooldown');
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
