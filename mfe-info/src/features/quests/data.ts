export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export interface Quest {
  title: string;
  difficulty: Difficulty;
  timeLimit: string;
  rewards: string[];
  description: string;
}

export const QUESTS: Quest[] = [
  {
    title: 'Fish for the Feast',
    difficulty: 'Easy',
    timeLimit: '1 day',
    rewards: ['50s', '10× Cooked Salmon'],
    description: 'Catch 20 fish for the mead hall’s evening feast.',
  },
  {
    title: 'The Draugr Barrow',
    difficulty: 'Medium',
    timeLimit: '3 days',
    rewards: ['2g', 'Barrow Key'],
    description: 'Clear the haunted barrow north of spawn and recover the chieftain’s ring.',
  },
  {
    title: 'Bind the Wolf',
    difficulty: 'Hard',
    timeLimit: '7 days',
    rewards: ['10g', 'Gleipnir Chain', 'Wolfslayer title'],
    description: 'Gather the six impossible ingredients and bind Fenrir before he breaks free.',
  },
];
