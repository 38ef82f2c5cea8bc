import { supabase, unwrap, type ScoreGame } from '@norsecraft/shared';

/**
 * Starts Flappy Steve's server clock when a game starts; the run's id goes with its score.
 * Guests send their guest key (the clicker's save key).
 */
export async function startFlappyRun(guestKey: string | null): Promise<string> {
  return unwrap(
    await supabase.rpc('start_game_run', {
      p_game: 'flappy_steve',
      ...(guestKey ? { p_guest_key: guestKey } : {}),
    }),
  );
}

export interface ScoreSubmission {
  game: ScoreGame;
  /** Already validated (trimmed, 1–20 characters); the database checks again. */
  username: string;
  score: number;
  /** A guest's key; null when signed in. */
  guestKey: string | null;
  /** Flappy Steve's run (startFlappyRun); the clicker is capped by the player's save. */
  runId?: string | null;
}

/**
 * One score through submit_score, the only way onto a leaderboard. A refusal throws a DataError
 * with the database's message (SCORE_ERRORS: a taken name, too many scores, an impossible score),
 * which `errorSentence` shows as it is.
 */
export async function submitScore({ game, username, score, guestKey, runId }: ScoreSubmission) {
  unwrap(
    await supabase.rpc('submit_score', {
      p_game: game,
      p_username: username,
      p_score: score,
      ...(guestKey ? { p_guest_key: guestKey } : {}),
      ...(runId ? { p_run_id: runId } : {}),
    }),
  );
}
