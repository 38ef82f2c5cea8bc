import { notify } from '@norsecraft/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  clickerSaveKey,
  loadClickerSave,
  saveClickerProgress,
  type SaveOwner,
} from '../api/clicker-saves';
import { createAutosaveScheduler, type AutosaveScheduler } from '../lib/autosave-scheduler';
import { INITIAL_CLICKER_STATE, clickerReducer, type ClickerState } from '../lib/clicker';
import { t } from '../../../lib/i18n';

/**
 * Autosave 5 s after a change; auto-clickers tick every 1 s (docs/product/games.md#elder-clicker).
 */
const AUTOSAVE_DELAY_MS = 5000;
const AUTO_TICK_MS = 1000;

/** Said when another device or tab saved more progress and this game takes it up. */
export const furtherSaveLoaded = (): string => t('clicker.furtherSave');

export type LoadStatus = 'loading' | 'error' | 'ready';

/**
 * The owner's clicker game: loads (creating) the save, runs the auto tick and saves changes
 * through the debounced single-flight scheduler. A new owner (sign in/out) saves what is pending
 * for the old one, then loads the new one. `owner` must keep its identity while it is the same
 * owner (memoise it).
 */
export function useElderClicker(owner: SaveOwner) {
  const [state, dispatch] = useReducer(clickerReducer, INITIAL_CLICKER_STATE);
  const queryClient = useQueryClient();
  // Once loaded the save is the game's own state, written back by the autosave: it is read once
  // per visit and owner, never refreshed behind the player's back, and not kept after leaving.
  const save = useQuery({
    queryKey: clickerSaveKey(owner),
    queryFn: () => loadClickerSave(owner),
    staleTime: Infinity,
    gcTime: 0,
  });
  // The save the game was started from: 'ready' only once the reducer holds this owner's save.
  const [started, setStarted] = useState<ClickerState | null>(null);
  const status: LoadStatus =
    save.data !== undefined && started === save.data
      ? 'ready'
      : save.isError && !save.isFetching
        ? 'error'
        : 'loading';
  const scheduler = useRef<AutosaveScheduler<ClickerState> | null>(null);
  if (save.data !== undefined && started !== save.data) {
    // A save arrived: the game starts from it (set while rendering, so no frame shows the old).
    setStarted(save.data);
    dispatch({ type: 'load', state: save.data });
  }

  useEffect(() => {
    if (save.error) console.warn('Loading clicker progress failed', save.error);
  }, [save.error]);

  // One autosave per owner; a new owner (sign in/out) first writes what is pending for the old.
  useEffect(() => {
    const autosave = createAutosaveScheduler<ClickerState>({
      delayMs: AUTOSAVE_DELAY_MS,
      // The save with more progress wins (docs/product/games.md#elder-clicker): when the
      // database kept another device's, this game continues from it.
      save: async (value) => {
        if ((await saveClickerProgress(owner, value)) === 'saved') return;
        notify(furtherSaveLoaded(), 'info');
        await queryClient.refetchQueries({ queryKey: clickerSaveKey(owner) });
      },
      // Save errors are only logged; the scheduler retries.
      onError: (error) => console.warn('Saving clicker progress failed', error),
    });
    scheduler.current = autosave;
    return () => {
      scheduler.current = null;
      void autosave.flush();
      autosave.dispose();
    };
  }, [owner, queryClient]);

  // The state as loaded is not a change, so it is not saved back.
  useEffect(() => {
    if (status === 'ready' && state !== started) scheduler.current?.schedule(state);
  }, [state, status, started]);

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

  return { state, status, dispatch, retry: () => void save.refetch() };
}
