import { useSyncExternalStore } from 'react';

/*
 * One clock for every countdown on the page: a single 1 s interval runs while any component
 * listens, so only the time-left labels re-render each second, not the whole list.
 */
const TICK_MS = 1000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time in ms, updated every second. Null on the server and while the browser hydrates
 * its HTML: a page's HTML is kept and sent for a while, so its time is not the browser's.
 */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => null,
  );
}
