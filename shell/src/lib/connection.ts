import { useSyncExternalStore } from 'react';

/*
 * Whether the browser is online, and how often the connection came back during this visit: the
 * shell shows a banner while offline, and its error boundaries render their pages again each time
 * the connection returns (so a page that failed offline recovers without a reload).
 */
let reconnects = 0;
const listeners = new Set<() => void>();

function changed(event: Event) {
  if (event.type === 'online') reconnects += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', changed);
      window.removeEventListener('offline', changed);
    }
  };
}

/** The server renders as online: the page's HTML never shows the offline banner. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** How many times the connection came back since the page loaded. */
export const useReconnects = (): number =>
  useSyncExternalStore(
    subscribe,
    () => reconnects,
    () => 0,
  );

/** A failure is an error, unless the browser is offline: then it is what being offline means. */
export function logFailure(message: string, error: unknown): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) console.warn(message, error);
  else console.error(message, error);
}
