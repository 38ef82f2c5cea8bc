import { useCallback, useEffect, useState } from 'react';

export type MapStatus = 'loading' | 'loaded' | 'failed';

/** Give up waiting for the frame after this long, in ms. */
export const MAP_LOAD_TIMEOUT_MS = 10_000;

/**
 * Loading → loaded or failed. A frame's load event also fires for the browser's own error page
 * when the host is unreachable, so a no-cors probe of the same URL decides reachability; the
 * timeout covers a host that never answers.
 */
export function useMapStatus(url: string) {
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [reachable, setReachable] = useState<boolean | undefined>(undefined);
  const [timedOut, setTimedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetch(url, { mode: 'no-cors', cache: 'no-store' }).then(
      () => current && setReachable(true),
      () => current && setReachable(false),
    );
    const timer = setTimeout(() => current && setTimedOut(true), MAP_LOAD_TIMEOUT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [url, attempt]);

  const status: MapStatus =
    reachable === false
      ? 'failed'
      : frameLoaded && reachable
        ? 'loaded'
        : timedOut
          ? 'failed'
          : 'loading';

  const onFrameLoad = useCallback(() => setFrameLoaded(true), []);
  const onFrameError = useCallback(() => setReachable(false), []);
  const retry = useCallback(() => {
    setFrameLoaded(false);
    setReachable(undefined);
    setTimedOut(false);
    setAttempt((n) => n + 1);
  }, []);

  return { status, attempt, onFrameLoad, onFrameError, retry };
}
