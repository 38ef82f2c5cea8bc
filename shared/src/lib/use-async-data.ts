import { useCallback, useEffect, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  /** The latest request failed. */
  error: Error | undefined;
  /** Nothing to show yet: the first load, or a retry after an error, is under way. */
  loading: boolean;
  /** A newer request than the one `data` answers is under way; `data` stays on screen. */
  busy: boolean;
  /** Loads again; data already shown stays on screen meanwhile (no spinner flash). */
  reload: () => void;
}

interface State<T> {
  data: T | undefined;
  error: Error | undefined;
  /** The request (load function and reload count) the state answers. */
  answers: { load: unknown; generation: number } | undefined;
}

/**
 * Runs `load` on mount, again whenever `load` changes (a new query: memoise it on its inputs)
 * and on `reload()`. A request a newer one replaced, or that outlived the page, is aborted
 * through its signal and its answer ignored.
 */
export function useAsyncData<T>(load: (signal: AbortSignal) => Promise<T>): AsyncData<T> {
  const [state, setState] = useState<State<T>>({
    data: undefined,
    error: undefined,
    answers: undefined,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const answers = { load, generation };
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: undefined, answers });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((prev) => ({
          data: prev.data,
          error: error instanceof Error ? error : new Error(String(error)),
          answers,
        }));
      },
    );
    return () => controller.abort();
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const busy = state.answers?.load !== load || state.answers.generation !== generation;
  return {
    data: state.data,
    error: busy ? undefined : state.error,
    loading: busy && state.data === undefined,
    busy,
    reload,
  };
}
