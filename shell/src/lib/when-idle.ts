/**
 * Runs `task` once the page has loaded and the main thread is idle (at most a few seconds
 * later), for work the first screen does not need. `cancel()` drops it if it has not run.
 */
export function whenIdle(task: () => void, timeout = 3000): { cancel: () => void } {
  let cancelled = false;
  let idleId: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(() => !cancelled && task(), { timeout });
    } else idleId = window.setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return {
    cancel() {
      cancelled = true;
      window.removeEventListener('load', schedule);
      if (idleId === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
      else window.clearTimeout(idleId);
    },
  };
}
