import { useSessionUser, type ScoreGame } from '@norsecraft/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTopScores, leaderboardKey } from './get-top-scores';
import { submitScore, type ScoreSubmission } from './submit-score';
import { t } from '../lib/i18n';

/** The top 10 of `game`, read again when someone else signs in (their own rows are marked). */
export function useLeaderboard(game: ScoreGame) {
  const userId = useSessionUser()?.id ?? null;
  return useQuery({ queryKey: leaderboardKey(game, userId), queryFn: () => getTopScores(game) });
}

/** Names the notice of a submitted score: a game ends it when the next run starts. */
export const SCORE_NOTICE = 'score-submitted';

/** Submits a score; the game's board reloads (keeping the old list on screen meanwhile). */
export function useSubmitScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: ScoreSubmission) => submitScore(submission),
    onSuccess: (_result, { game }) =>
      queryClient.invalidateQueries({ queryKey: leaderboardKey(game) }),
    meta: {
      success: { text: t('leaderboard.submitted'), key: SCORE_NOTICE },
    },
  });
}
