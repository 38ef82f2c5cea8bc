import { getTopScores, LEADERBOARD_SIZE } from './get-top-scores';

it.each(['elder_clicker_scores', 'flappy_steve_scores'] as const)(
  'reads the top %s, best first',
  async (table) => {
    const entries = await getTopScores(table);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(LEADERBOARD_SIZE);
    const scores = entries.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Object.keys(entries[0]!).sort()).toEqual(['id', 'score', 'username']);
  },
);
