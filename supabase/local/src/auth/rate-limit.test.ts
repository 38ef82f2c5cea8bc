import { FailureLimiter } from './rate-limit.ts';

describe('FailureLimiter', () => {
  it('blocks a key after maxFailures within the window and forgets old failures', () => {
    const limiter = new FailureLimiter({ maxFailures: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked('a', 1000 + i)).toBe(false);
      limiter.recordFailure('a', 1000 + i);
    }
    expect(limiter.isBlocked('a', 2000)).toBe(true);
    expect(limiter.isBlocked('b', 2000)).toBe(false);
    expect(limiter.isBlocked('a', 1000 + 59_999)).toBe(true);
    expect(limiter.isBlocked('a', 1001 + 60_000)).toBe(false);
  });

  it('reset clears a key', () => {
    const limiter = new FailureLimiter({ maxFailures: 1, windowSeconds: 60 });
    limiter.recordFailure('a', 1);
    expect(limiter.isBlocked('a', 2)).toBe(true);
    limiter.reset('a');
    expect(limiter.isBlocked('a', 3)).toBe(false);
  });
});
