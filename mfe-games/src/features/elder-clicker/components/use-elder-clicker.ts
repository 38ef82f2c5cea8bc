import { useEffect, useReducer, useRef, useState } from 'react';
import { loadClickerSave, saveClickerProgress, type SaveOwner } from '../api/clicker-saves';
import { createAutosaveScheduler, type AutosaveScheduler } from '../lib/autosave-scheduler';
import { INITIAL_CLICKER_STATE, clickerReducer, type ClickerState } from '../lib/clicker';

/** Spec §9: autosave 5 s after a change; auto-clickers tick every 1 s. */
const AUTOSAVE_DELAY_MS = 5000;
const AUTO_TICK_MS = 1000;

export type LoadStatus = 'loading' | 'error' | 'ready';

/**
 * The owner's clicker game: loads (creating) the save, runs the auto tick and saves changes
 * through the debounced single-flight scheduler. A new owner (sign in/out) saves what is pending
 * for the old one, then loads the new one. `owner` must keep its identity while it is the same
 * owner (memoise it).
 */
export function useElderClicker(owner: SaveOwner) {
  const [state, dispatch] = useReducer(clickerReducer, INITIAL_CLICKER_STATE);
  const [attempt, setAttempt] = useState(0);
  // Which load finished how; any other owner or attempt is still loading.
  const [outcome, setOutcome] = useState<{
    owner: SaveOwner;
    attempt: number;
    status: 'ready' | 'error';
  } | null>(null);
  const status: LoadStatus =
    outcome && outcome.owner === owner && outcome.attempt === attempt ? outcome.status : 'loading';
  const scheduler = useRef<AutosaveScheduler<ClickerState> | null>(null);
  // The state as loaded: not a change, so not saved back.
  const loaded = useRef<ClickerState | null>(null);

  useEffect(() => {
    let cancelled = false;
    const autosave = createAutosaveScheduler<ClickerState>({
      delayMs: AUTOSAVE_DELAY_MS,
      save: (value) => saveClickerProgress(owner, value),
      // Spec §8: save errors are only logged; the scheduler retries.
      onError: (error) => console.warn('Saving clicker progress failed', error),
    });
    loadClickerSave(owner).then(
      (save) => {
        if (cancelled) return;
        loaded.current = save;
        scheduler.current = autosave;
        dispatch({ type: 'load', state: save });
        setOutcome({ owner, attempt, status: 'ready' });
      },
      (error: unknown) => {
        console.warn('Loading clicker progress failed', error);
        if (!cancelled) setOutcome({ owner, attempt, status: 'error' });
      },
    );
    return () => {
      cancelled = true;
      scheduler.current = null;
      void autosave.flush();
      autosave.dispose();
    };
  }, [owner, attempt]);

  useEffect(() => {
    if (status === 'ready' && state !== loaded.current) scheduler.current?.schedule(state);
  }, [state, status]);

  // Leaving the page (tab hidden or closed, reload): write what is pending right away. A hidden
  // tab may never come back (mobile browsers discard it), so it does not wait for pagehide.
  useEffect(() => {
    const flush = () => void scheduler.current?.flush();
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  const hasAutoClickers = state.autoClickers > 0;
  useEffect(() => {
    if (status !== 'ready' || !hasAutoClickers) return;
    const interval = setInterval(() => dispatch({ type: 'tick' }), AUTO_TICK_MS);
    return () => clearInterval(interval);
  }, [status, hasAutoClickers]);

  return { state, status, dispatch, retry: () => setAttempt((n) => n + 1) };
}
