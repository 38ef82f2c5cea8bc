import { useCallback, useEffect, useState } from 'react';
import { fetchTopScores, type LeaderboardEntry, type ScoreTable } from '../api/scores';

export type LeaderboardState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: LeaderboardEntry[] };

/** The top 10 of `table`; `reload` refetches (after a submit or from the error state's retry). */
export function useLeaderboard(table: ScoreTable) {
  const [state, setState] = useState<LeaderboardState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    fetchTopScores(table).then(
      (entries) => {
        if (current) setState({ status: 'ready', entries });
      },
      (error: unknown) => {
        // Logged, and the list shows an error state with Retry (docs/product/site.md#errors).
        console.warn(`Loading ${table} failed`, error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [table, version]);

  const reload = useCallback(() => {
    // Keep showing the old list while refreshing after a submit; only a retry shows loading.
    setState((previous) => (previous.status === 'error' ? { status: 'loading' } : previous));
    setVersion((v) => v + 1);
  }, []);

  return { state, reload };
}
