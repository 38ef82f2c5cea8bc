/**
 * Throttled, single-flight autosave (docs/product/games.md#elder-clicker: at most every 5 s, one
 * save at a time).
 *
 * - The first change starts the delay and later ones ride along, so a burst of clicks costs one
 *   write and a stream of changes (an auto-clicker ticking every second) is saved every delay.
 *   Restarting the delay on each change would never save while anything keeps changing.
 * - Never two saves in flight: when the delay ends during a save, the next save starts as soon as
 *   that one settles, with the newest value (an older value is never written after a newer one).
 * - A failed save keeps its value pending and is retried after another delay.
 */
export interface AutosaveScheduler<T> {
  /** Records the newest value and starts the delay unless it is already running. */
  schedule(value: T): void;
  /** Saves any pending value now (after a save in flight); for unmount and page hide. */
  flush(): Promise<void>;
  /** Stops the timer and ignores later changes; a save in flight or flushed still settles. */
  dispose(): void;
}

export interface AutosaveOptions<T> {
  delayMs: number;
  save: (value: T) => Promise<void>;
  onError?: (error: unknown) => void;
}

export function createAutosaveScheduler<T>({
  delayMs,
  save,
  onError,
}: AutosaveOptions<T>): AutosaveScheduler<T> {
  // Boxed so that `undefined` or `null` can be valid values to save.
  let pending: { value: T } | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // The delay ended (or a flush was asked for) while a save was in flight.
  let dueAfterFlight = false;
  let disposed = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const startTimer = () => {
    clearTimer();
    if (!disposed) timer = setTimeout(onDue, delayMs);
  };

  function start(): Promise<void> {
    if (!pending) return Promise.resolve();
    const { value } = pending;
    pending = null;
    dueAfterFlight = false;
    let failed = false;
    const settled = save(value)
      .catch((error: unknown) => {
        failed = true;
        onError?.(error);
        pending ??= { value };
      })
      .then(() => {
        inFlight = null;
        if (dueAfterFlight) return start();
        if (failed && timer === null) startTimer();
      });
    inFlight = settled;
    return settled;
  }

  function onDue() {
    timer = null;
    if (inFlight) dueAfterFlight = true;
    else void start();
  }

  return {
    schedule(value) {
      if (disposed) return;
      pending = { value };
      if (timer === null) startTimer();
    },
    async flush() {
      clearTimer();
      if (inFlight) {
        dueAfterFlight = true;
        await inFlight;
      } else {
        await start();
      }
    },
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}
