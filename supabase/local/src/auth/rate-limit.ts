// Two limiters. RequestLimiter is GoTrue's per-IP token bucket ([auth.rate_limit] in
// config.toml), counted when a request arrives. FailureLimiter caps wrong passwords per e-mail
// and IP; it counts an attempt before the password is compared, so parallel guesses cannot all
// slip through while bcrypt runs.

export class RequestLimiter {
  #buckets = new Map<string, { tokens: number; at: number }>();

  /** `perWindow` requests refill over `windowSeconds`; at most `burst` at once. */
  constructor(
    private readonly perWindow: number,
    private readonly windowSeconds: number,
    private readonly burst: number = perWindow,
  ) {}

  /** Takes one token for `key`; false when none is left. */
  take(key: string, now = Date.now()): boolean {
    const rate = this.perWindow / (this.windowSeconds * 1000);
    const bucket = this.#buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * rate);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

export interface FailureLimitOptions {
  /** Attempts allowed per window before further ones get 429. */
  maxFailures: number;
  windowSeconds: number;
}

export const DEFAULT_FAILURE_LIMIT: FailureLimitOptions = { maxFailures: 10, windowSeconds: 300 };

export class FailureLimiter {
  #attempts = new Map<string, number[]>();

  constructor(private readonly options: FailureLimitOptions) {}

  #recent(key: string, now: number): number[] {
    const since = now - this.options.windowSeconds * 1000;
    return (this.#attempts.get(key) ?? []).filter((t) => t > since);
  }

  /**
   * Counts an attempt at once; false when the key already used up its window. The caller then
   * either confirms the failure (nothing to do) or calls `succeeded` to clear the key.
   */
  begin(key: string, now = Date.now()): boolean {
    const recent = this.#recent(key, now);
    if (recent.length >= this.options.maxFailures) {
      this.#attempts.set(key, recent);
      return false;
    }
    this.#attempts.set(key, [...recent, now]);
    return true;
  }

  succeeded(key: string): void {
    this.#attempts.delete(key);
  }
}
