import { useCallback, useEffect, useState } from 'react';
import type { ShowNotice } from './use-notice';

/**
 * A list loaded on mount and on demand. `items` is null until the first load; a failed load keeps
 * what was shown (or an empty list) and shows a notice. `refresh` resolves once the list is in.
 */
export function useLoadedList<T>(
  fetcher: () => Promise<T[]>,
  failureMessage: string,
  onError: ShowNotice,
) {
  const [items, setItems] = useState<T[] | null>(null);

  const refresh = useCallback(
    () =>
      fetcher().then(setItems, (error: unknown) => {
        setItems((previous) => previous ?? []);
        onError(failureMessage, error);
      }),
    [fetcher, failureMessage, onError],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { items, refresh };
}
