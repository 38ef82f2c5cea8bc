import { LOCK_STALE_MS, lockState } from './lock-owner.mjs';

const now = Date.parse('2026-11-26T08:00:00Z');
const owner = (host, heartbeatAgoMs) => ({
  pid: 4242,
  host,
  heartbeat: new Date(now - heartbeatAgoMs).toISOString(),
});

describe('lockState', () => {
  it('on this machine: alive while the owner process runs, dead at once when it is gone', () => {
    const context = { now, host: 'ci-1' };
    expect(lockState(owner('ci-1', 0), { ...context, runs: () => true })).toEqual({
      state: 'alive',
    });
    expect(lockState(owner('ci-1', 0), { ...context, runs: () => false })).toEqual({
      state: 'dead',
      reason: 'its release (process 4242) is no longer running',
    });
  });

  it("another machine's lock: alive while its heartbeat is fresh, dead once it is stale", () => {
    const context = { now, host: 'ci-2', runs: () => false };
    expect(lockState(owner('ci-1', LOCK_STALE_MS - 1000), context).state).toBe('alive');
    expect(lockState(owner('ci-1', LOCK_STALE_MS + 1000), context)).toEqual({
      state: 'dead',
      reason: 'its release on ci-1 (process 4242) has not been heard of for 61 s',
    });
  });

  it('a lock without an owner (an older release) goes by its age', () => {
    expect(lockState(null, { now, modifiedAt: now - 1000 }).state).toBe('alive');
    expect(lockState(null, { now, modifiedAt: now - LOCK_STALE_MS - 5000 })).toEqual({
      state: 'dead',
      reason: 'it names no owner and is 65 s old',
    });
  });
});
