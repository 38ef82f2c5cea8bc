export interface Achievement {
  title: string;
  description: string;
  progress: number;
  total: number;
  reward: string;
  unlocked: boolean;
}

export const ACHIEVEMENTS: Achievement[] = [
  {
    title: 'First Blood',
    description: 'Defeat your first hostile creature.',
    progress: 1,
    total: 1,
    reward: '10s',
    unlocked: true,
  },
  {
    title: 'Draugr Slayer',
    description: 'Defeat 100 draugr.',
    progress: 64,
    total: 100,
    reward: '1g',
    unlocked: false,
  },
  {
    title: 'Realm Walker',
    description: 'Visit all nine realms.',
    progress: 4,
    total: 9,
    reward: 'Bifrost Trail',
    unlocked: false,
  },
  {
    title: 'Master Builder',
    description: 'Place 10,000 blocks.',
    progress: 10000,
    total: 10000,
    reward: 'Builder title',
    unlocked: true,
  },
];

/** Share of progress done, 0–100, safe for a zero total. */
export function progressPercent({ progress, total }: Pick<Achievement, 'progress' | 'total'>) {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((progress / total) * 100)));
}
