import { FailureLimiter, RequestLimiter } from './rate-limit';

describe('FailureLimiter', () => {
  it('counts attempts before they finish, so a burst is cut at the limit', () => {
    const limiter = new FailureLimiter({ maxFailures: 3, windowSeconds: 60 });
    const answers = Array.from({ length: 5 }, () => limiter.begin('a', 1000));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(limiter.begin('b', 1000)).toBe(true);
    expect(limiter.begin('a', 1000 + 60_001)).toBe(true);
  });

  it('a success clears the key', () => {
    const limiter = new FailureLimiter({ maxFailures: 1, windowSeconds: 60 });
    expect(limiter.begin('a', 1)).toBe(true);
    limiter.succeeded('a');
    expect(limiter.begin('a', 2)).toBe(true);
    expect(limiter.begin('a', 3)).toBe(false);
  });
});

describe('RequestLimiter', () => {
  it('allows a burst, then refills at the configured rate', () => {
    const limiter = new RequestLimiter(30, 300, 2);
    expect([limiter.take('ip', 0), limiter.take('ip', 0), limiter.take('ip', 0)]).toEqual([
      true,
      true,
      false,
    ]);
    // 30 per 300 s = one every 10 s.
    expect(limiter.take('ip', 9_000)).toBe(false);
    expect(limiter.take('ip', 10_500)).toBe(true);
    expect(limiter.take('other', 0)).toBe(true);
  });
});
