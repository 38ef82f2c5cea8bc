import { supabase, unwrap, type ScoreTable } from '@norsecraft/shared';

export interface LeaderboardEntry {
  id: number;
  username: string;
  score: number;
}

export const LEADERBOARD_SIZE = 10;

export const leaderboardKey = (table: ScoreTable) => ['leaderboard', table] as const;

/** The top 10 of one game's board (public read). */
export async function getTopScores(table: ScoreTable): Promise<LeaderboardEntry[]> {
  return unwrap(
    await supabase
      .from(table)
      .select('id, username, score')
      // Equal scores: the earlier one ranks first.
      .order('score', { ascending: false })
      .order('created_at', { ascending: true })
      .range(0, LEADERBOARD_SIZE - 1),
  );
}
