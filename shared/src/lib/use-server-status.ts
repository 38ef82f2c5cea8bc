import { useSyncExternalStore } from 'react';
import { fetchServerStatus } from './fetch-server-status';
import type { ServerStatus } from './server-status';

/** How often an open page asks again (the function itself caches for 30 s). */
export const SERVER_STATUS_REFRESH_MS = 60_000;

/*
 * One status for the whole page: this module is part of the shared singleton, so the shell's
 * footer and a remote's landing page read the same answer from one request, and the refresh runs
 * only while something shows it.
 */
let current: ServerStatus | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight = false;

async function refresh(): Promise<void> {
  if (inFlight) return;
  inFlight = true;
  current = await fetchServerStatus();
  inFlight = false;
  listeners.forEach((notify) => notify());
  if (listeners.size) timer = setTimeout(() => void refresh(), SERVER_STATUS_REFRESH_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && !inFlight) void refresh();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The game server's status; null until the first answer. */
export function useServerStatus(): ServerStatus | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
