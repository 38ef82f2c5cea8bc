import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** How long 'Settings saved successfully!' stays (docs/product/account.md#settings). */
export const SAVED_MESSAGE_MS = 3000;

/**
 * The settings form's save states. `run` drives idle → saving → saved (back to idle after 3 s) or
 * error; the error stays until the next attempt.
 */
export function useSaveStatus() {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (save: () => Promise<void>): Promise<boolean> => {
    clearTimeout(timer.current);
    setStatus('saving');
    try {
      await save();
    } catch (error) {
      console.error('Failed to save settings', error);
      setStatus('error');
      return false;
    }
    setStatus('saved');
    timer.current = setTimeout(() => setStatus('idle'), SAVED_MESSAGE_MS);
    return true;
  }, []);

  return { status, run };
}
