import type { IconName } from '../../components/icon';

export interface StoreCategory {
  icon: IconName;
  title: string;
  description: string;
  examples: string[];
}

export const STORE_CATEGORIES: StoreCategory[] = [
  {
    icon: 'crown',
    title: 'VIP Ranks',
    description: 'Support the server and get a chat prefix, extra homes and priority queue.',
    examples: ['Jarl', 'Einherjar', 'Valkyrie'],
  },
  {
    icon: 'sparkle',
    title: 'Cosmetics',
    description: 'Particle trails, pet companions and hats that change nothing but your style.',
    examples: ['Raven companion', 'Aurora trail', 'Horned helm hat'],
  },
  {
    icon: 'sword',
    title: 'Weapons',
    description: 'Weapon skins for your favourite blades and axes, with no stat changes.',
    examples: ['Runed axe skin', 'Frost blade skin'],
  },
  {
    icon: 'bag',
    title: 'Kits',
    description: 'Starter bundles of tools, food and building blocks for a quick start.',
    examples: ['Settler kit', 'Raider kit', 'Builder kit'],
  },
];
