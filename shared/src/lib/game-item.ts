// An item as the game describes it (a player's listing, issue 39): its material, stack size,
// enchantments and stats, written the way players read them in game.
import type { GameItem } from '../types/economy';

/** "DIAMOND_SWORD" → "Diamond Sword"; "minecraft:fire_aspect" → "Fire Aspect". */
export function gameName(key: string): string {
  return key
    .replace(/^minecraft:/i, '')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** "Sharpness V", as the game writes a level; past X, the number. */
export function enchantmentText(name: string, level: number): string {
  return `${gameName(name)} ${ROMAN[level - 1] ?? String(level)}`;
}

/** "16 × Oak Log", or the material alone for one item. */
export function stackText(item: Pick<GameItem, 'material' | 'amount'>): string {
  const material = gameName(item.material);
  return item.amount > 1 ? `${item.amount} × ${material}` : material;
}

/** The lines under a listed item's name: its stack, enchantments, then stats. */
export function gameItemLines(item: GameItem): string[] {
  const enchantments = Object.entries(item.enchantments ?? {}).map(([name, level]) =>
    enchantmentText(name, level),
  );
  const stats = Object.entries(item.stats ?? {}).map(
    ([name, value]) => `${gameName(name)}: ${value}`,
  );
  return [stackText(item), ...(enchantments.length ? [enchantments.join(', ')] : []), ...stats];
}
