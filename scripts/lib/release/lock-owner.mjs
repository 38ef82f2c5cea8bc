// Who holds a release target's lock, and whether that release still runs. A release writes its
// owner into the lock; a release killed while holding it (Ctrl-C twice, an OOM kill, a cancelled
// CI job) leaves the lock behind. On the same machine its process id tells at once whether it is
// gone; another machine's release is trusted until its heartbeat is older than LOCK_STALE_MS.
import os from 'node:os';

/** How long a lock of another machine counts as held without a heartbeat. */
export const LOCK_STALE_MS = 60_000;
/** How often a holder refreshes its lock's heartbeat (storage target). */
export const LOCK_HEARTBEAT_MS = 10_000;

/** The owner record of a lock this process takes. */
export function currentOwner(command = process.argv.slice(2).join(' ')) {
  return {
    pid: process.pid,
    host: os.hostname(),
    command,
    since: new Date().toISOString(),
    heartbeat: new Date().toISOString(),
  };
}

/** Whether a process with this id runs on this machine (signal 0 only checks). */
export function processRuns(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return error.code === 'EPERM';
  }
}

/**
 * 'alive', or 'dead' with why: the owner's process is gone (same machine), its heartbeat is
 * stale (another machine), or the lock names no owner (written by an older release) and is older
 * than LOCK_STALE_MS.
 * @param {{ pid?: number, host?: string, heartbeat?: string } | null} owner
 * @param {{ now?: number, modifiedAt?: number, host?: string, runs?: (pid: number) => boolean }} [context]
 */
export function lockState(owner, context = {}) {
  const { now = Date.now(), modifiedAt = now, host = os.hostname(), runs = processRuns } = context;
  if (owner?.pid && owner.host === host) {
    return runs(owner.pid)
      ? { state: 'alive' }
      : { state: 'dead', reason: `its release (process ${owner.pid}) is no longer running` };
  }
  const beat = owner?.heartbeat ? Date.parse(owner.heartbeat) : modifiedAt;
  if (now - beat > LOCK_STALE_MS) {
    const seconds = Math.round((now - beat) / 1000);
    return {
      state: 'dead',
      reason: owner
        ? `its release on ${owner.host} (process ${owner.pid}) has not been heard of for ${seconds} s`
        : `it names no owner and is ${seconds} s old`,
    };
  }
  return { state: 'alive' };
}

/** The release holding a lock, in words. */
export function describeOwner(owner) {
  return owner
    ? `process ${owner.pid} on ${owner.host} (${owner.command || 'release'}) since ${owner.since}`
    : 'an unknown release';
}

/** One line for `pnpm releases`: who holds the lock and whether that release still runs. */
export function describeLock(owner, state) {
  const who = describeOwner(owner);
  return state.state === 'alive'
    ? `lock: held by ${who}`
    : `lock: left behind by ${who}; ${state.reason}, so the next release or rollback removes it`;
}
