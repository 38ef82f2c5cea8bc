import { signInAs, signOut } from '@norsecraft/shared/testing/stack';
import { getTopScores, LEADERBOARD_SIZE } from './get-top-scores';

afterEach(signOut);

it.each(['elder_clicker', 'flappy_steve'] as const)(
  'reads the top of %s, best first',
  async (game) => {
    const entries = await getTopScores(game);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(LEADERBOARD_SIZE);
    const scores = entries.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(Object.keys(entries[0]!).sort()).toEqual(
      ['by_member', 'created_at', 'id', 'is_mine', 'score', 'username'].sort(),
    );
  },
);

it("marks the seeded member's row as theirs, and guests' rows as guests'", async () => {
  const asGuest = await getTopScores('flappy_steve');
  expect(asGuest.find((entry) => entry.username === 'Shieldmaiden_Sif')).toMatchObject({
    by_member: true,
    is_mine: false,
  });
  expect(asGuest.find((entry) => entry.username === 'Hvitserk')).toMatchObject({
    by_member: false,
  });
  await signInAs('member');
  const asMember = await getTopScores('flappy_steve');
  expect(asMember.filter((entry) => entry.is_mine).map((entry) => entry.username)).toEqual([
    'Shieldmaiden_Sif',
  ]);
});
