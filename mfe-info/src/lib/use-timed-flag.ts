import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A flag that turns itself off `ms` after the last `trigger()` (copy confirmations). Triggering
 * again restarts the timer; the timer is cleared on unmount.
 */
export function useTimedFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);

  return [on, trigger];
}
