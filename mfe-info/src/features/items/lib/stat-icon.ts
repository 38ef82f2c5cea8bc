import type { IconName } from '../../../components/icon';

export type StatKind = 'defense' | 'damage' | 'speed' | 'health';

const KINDS: StatKind[] = ['defense', 'damage', 'speed', 'health'];

/** Which icon a stat gets: the first known word its name contains ('Attack Speed' → speed). */
export function statKind(statName: string): StatKind | null {
  const name = statName.toLowerCase();
  return KINDS.find((kind) => name.includes(kind)) ?? null;
}

export const STAT_ICONS = {
  defense: 'shield',
  damage: 'swords',
  speed: 'wind',
  health: 'heart',
} as const satisfies Record<StatKind, IconName>;

/** 'attack_speed' → 'Attack Speed': a stat the catalog does not name, as its data writes it. */
export function statLabel(statName: string): string {
  return statName.replace(/[_-]+/g, ' ').replace(/\b\p{L}/gu, (ch) => ch.toUpperCase());
}

/** The catalog key of a stat ('Attack Speed', 'attack-speed' → 'stat.attack_speed'). */
export const statKey = (statName: string) =>
  `stat.${statName
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')}`;
