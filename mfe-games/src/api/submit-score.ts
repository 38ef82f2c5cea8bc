import { DataError, SCORE_ERRORS, supabase, unwrap, type ScoreGame } from '@norsecraft/shared';

const REFUSALS: ReadonlySet<string> = new Set(Object.values(SCORE_ERRORS));

/** The database refused the score for a reason the player can act on; `message` says which. */
export class ScoreRefusedError extends Error {
  override name = 'ScoreRefusedError';
}

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
 * One score through submit_score, the only way onto a leaderboard. A refusal the player can act
 * on (a taken name, too many scores, an impossible score) throws ScoreRefusedError with the
 * database's message; anything else throws the client's error.
 */
export async function submitScore({ game, username, score, guestKey, runId }: ScoreSubmission) {
  const { error, status } = await supabase.rpc('submit_score', {
    p_game: game,
    p_username: username,
    p_score: score,
    ...(guestKey ? { p_guest_key: guestKey } : {}),
    ...(runId ? { p_run_id: runId } : {}),
  });
  if (!error) return;
  if (REFUSALS.has(error.message)) throw new ScoreRefusedError(error.message);
  throw new DataError(error.message, status, error.code);
}
