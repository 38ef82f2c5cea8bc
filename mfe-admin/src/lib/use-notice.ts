import { useCallback, useEffect, useState } from 'react';

/** How long a notice stays before it goes away on its own. */
export const NOTICE_MS = 6000;

/**
 * One short, non-blocking message at a time for failures that would otherwise only be logged
 * (loading users or events, toggling a role, deleting an event), so an admin is not left guessing.
 */
export function useNotice() {
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const show = useCallback((message: string, error?: unknown) => {
    if (error !== undefined) console.error(message, error);
    // A fresh id restarts the timer even when the same message repeats.
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, message }));
  }, []);

  const dismiss = useCallback(() => setNotice(null), []);

  return { notice: notice?.message ?? null, show, dismiss };
}

export type ShowNotice = ReturnType<typeof useNotice>['show'];
