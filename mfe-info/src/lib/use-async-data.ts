import { useCallback, useEffect, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  error: Error | undefined;
  /** True until the first load settles and during a retry after an error. */
  loading: boolean;
  /** Loads again; data already shown stays on screen meanwhile (no spinner flash). */
  reload: () => void;
}

interface State<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
}

/**
 * Runs `load` on mount and on `reload()`, ignoring answers that arrive after unmount or after a
 * newer load started. `load` must be stable (a module-level function or a memoised callback).
 */
export function useAsyncData<T>(load: () => Promise<T>): AsyncData<T> {
  const [state, setState] = useState<State<T>>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ data, error: undefined, loading: false }),
      (error: unknown) =>
        current &&
        setState((prev) => ({
          data: prev.data,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        })),
    );
    return () => {
      current = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => {
    setState((prev) => (prev.data === undefined ? { ...prev, loading: true } : prev));
    setGeneration((g) => g + 1);
  }, []);

  return { ...state, reload };
}
