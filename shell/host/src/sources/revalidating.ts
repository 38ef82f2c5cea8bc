// A value read from a release source (the registry, an app's history) held in memory and
// revalidated: at most once per `ttlMs`, with the source's validator (an ETag, a file's mtime) so
// an unchanged value costs no transfer. When the source fails the last good value is kept and
// served, with one log line per failed check, never an error: the site keeps its registry while
// Storage is down. Only a value never loaded fails.

export type Loaded<T> = { value: T; tag: string | null } | 'unchanged';

export interface RevalidatingOptions<T> {
  /** Loads the value; given the validator of the one held, may answer 'unchanged'. */
  load: (tag: string | null) => Promise<Loaded<T>>;
  ttlMs: number;
  /**
   * Serve the held value while a check runs (a remote source: no request waits on it), instead
   * of waiting for the check (a local folder: the next request after a release sees it).
   */
  staleWhileRevalidate: boolean;
  name: string;
  log: (event: Record<string, unknown>) => void;
  now?: () => number;
}

export interface Revalidating<T> {
  get(): Promise<T>;
  /** Whether a value has been loaded (readiness). */
  loaded(): boolean;
}

export function revalidating<T>({
  load,
  ttlMs,
  staleWhileRevalidate,
  name,
  log,
  now = Date.now,
}: RevalidatingOptions<T>): Revalidating<T> {
  let held: { value: T; tag: string | null } | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<T> | null = null;
  let failing = false;

  async function check(): Promise<T> {
    try {
      const result = await load(held?.tag ?? null);
      if (result !== 'unchanged') held = result;
      if (failing) log({ event: 'source-recovered', name });
      failing = false;
    } catch (error) {
      if (!held) throw error;
      failing = true;
      log({ event: 'source-failed', name, error: String(error), serving: 'last good copy' });
    } finally {
      checkedAt = now();
      checking = null;
    }
    return held!.value;
  }

  return {
    loaded: () => held !== null,
    get() {
      if (held && now() - checkedAt < ttlMs) return Promise.resolve(held.value);
      checking ??= check();
      if (held && staleWhileRevalidate) {
        // The outcome is logged by check(); a failure here is the held value's to cover.
        checking.catch(() => {});
        return Promise.resolve(held.value);
      }
      return checking;
    },
  };
}
