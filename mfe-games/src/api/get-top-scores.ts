import { supabase, unwrap, type ScoreGame } from '@norsecraft/shared';

export interface LeaderboardEntry {
  id: number;
  username: string;
  score: number;
  /** Submitted by a signed-in member (their claimed name); false: a guest's free-text name. */
  by_member: boolean;
  /** The reader's own score. */
  is_mine: boolean;
}

export const LEADERBOARD_SIZE = 10;

/** Per reader: which rows are "mine" depends on who is signed in. */
export const leaderboardKey = (game: ScoreGame, userId: string | null = null) =>
  userId === null ? (['leaderboard', game] as const) : (['leaderboard', game, userId] as const);

/** The top 10 of one game's board (public read), each row saying whose kind it is. */
export async function getTopScores(game: ScoreGame): Promise<LeaderboardEntry[]> {
  return unwrap(
    await supabase.rpc(
      'leaderboard',
      { p_game: game, p_limit: LEADERBOARD_SIZE },
      // A read: GET, as the other lists (the function is stable).
      { get: true },
    ),
  );
}
