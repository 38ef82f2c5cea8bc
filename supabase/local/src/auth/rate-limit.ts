// Failed sign-ins counted per key (e-mail + IP) in a sliding window; in memory, like GoTrue's
// per-instance limiter.
export interface RateLimitOptions {
  /** Failed attempts allowed per window before further attempts get 429. */
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { maxFailures: 10, windowSeconds: 300 };

export class FailureLimiter {
  #failures = new Map<string, number[]>();

  constructor(private readonly options: RateLimitOptions) {}

  #recent(key: string, now: number): number[] {
    const since = now - this.options.windowSeconds * 1000;
    const recent = (this.#failures.get(key) ?? []).filter((t) => t > since);
    if (recent.length) this.#failures.set(key, recent);
    else this.#failures.delete(key);
    return recent;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.#recent(key, now).length >= this.options.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    this.#failures.set(key, [...this.#recent(key, now), now]);
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }
}
