import { supabase } from '@norsecraft/shared';

/** The two leaderboard tables (spec §7): public read of the top 10, public insert. */
export type ScoreTable = 'elder_clicker_scores' | 'flappy_steve_scores';

export interface LeaderboardEntry {
  id: number;
  username: string;
  score: number;
}

export const LEADERBOARD_SIZE = 10;

export async function fetchTopScores(table: ScoreTable): Promise<LeaderboardEntry[]> {
  const { data, error } = await supabase
    .from(table)
    .select('id, username, score')
    // Equal scores: the earlier one ranks first.
    .order('score', { ascending: false })
    .order('created_at', { ascending: true })
    .limit(LEADERBOARD_SIZE);
  if (error) throw error;
  return (data ?? []) as LeaderboardEntry[];
}

/** `username` must already be validated (trimmed, 1–20 characters): the database rejects others. */
export async function submitScore(table: ScoreTable, username: string, score: number) {
  const { error } = await supabase.from(table).insert({ username, score });
  if (error) throw error;
}
