import type { ScoreTable } from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTopScores, leaderboardKey } from './get-top-scores';
import { submitScore, type ScoreSubmission } from './submit-score';

const TABLE_OF_GAME = {
  elder_clicker: 'elder_clicker_scores',
  flappy_steve: 'flappy_steve_scores',
} as const satisfies Record<ScoreSubmission['game'], ScoreTable>;

/** The top 10 of `table`. */
export const useLeaderboard = (table: ScoreTable) =>
  useQuery({ queryKey: leaderboardKey(table), queryFn: () => getTopScores(table) });

/** Names the notice of a submitted score: a game ends it when the next run starts. */
export const SCORE_NOTICE = 'score-submitted';

/** Submits a score; the game's board reloads (keeping the old list on screen meanwhile). */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ScoreSubmission) => submitScore(submission),
    onSuccess: (_result, { game }) =>
      queryClient.invalidateQueries({ queryKey: leaderboardKey(TABLE_OF_GAME[game]) }),
    meta: {
      success: { text: 'Score submitted. The leaderboard is up to date.', key: SCORE_NOTICE },
    },
  });
}
