import { SCORE_ERRORS } from '@norsecraft/shared';
import { randomUUID } from 'node:crypto';
import { startFlappyRun, submitScore } from './submit-score';

it('starts a Flappy Steve run on the server clock, as a guest', async () => {
  expect(await startFlappyRun(randomUUID())).toMatch(/^[0-9a-f-]{36}$/);
});

it("refuses a score the rules do not allow with the database's message", async () => {
  const guestKey = randomUUID();
  const runId = await startFlappyRun(guestKey);
  const refused = submitScore({
    game: 'flappy_steve',
    username: 'Ymir',
    score: 0,
    guestKey,
    runId,
  });
  await expect(refused).rejects.toMatchObject({
    name: 'DataError',
    message: SCORE_ERRORS.notPositive,
  });
  // No time has passed since the run started: more than one point is impossible.
  await expect(
    submitScore({ game: 'flappy_steve', username: 'Ymir', score: 50, guestKey, runId }),
  ).rejects.toMatchObject({ name: 'DataError', message: SCORE_ERRORS.impossible });
});

it('puts a possible score on the board', async () => {
  const guestKey = randomUUID();
  const runId = await startFlappyRun(guestKey);
  const username = `Stack ${Date.now() % 100_000}`;
  await expect(
    submitScore({ game: 'flappy_steve', username, score: 1, guestKey, runId }),
  ).resolves.toBeUndefined();
});
