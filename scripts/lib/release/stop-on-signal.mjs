// What a release has running (its build, its checks, the canary's process with its stack and
// browser) is stopped on every way out, a signal included: `pnpm release` killed with Ctrl-C or
// a cancelled CI job leaves no process behind. Library code registers what it starts; only the
// command (scripts/release.mjs) turns signals into stopping.
import os from 'node:os';

const running = new Set();
let signalled = null;

/** The signal the command is stopping for, else null: its exit is the signal's, not the error's. */
export const stoppingForSignal = () => signalled;

/** Registers `stop` (async) until the returned function is called. */
export function stopOnSignal(stop) {
  running.add(stop);
  return () => running.delete(stop);
}

/** Stops everything registered: what a signal does before the command exits. */
export async function stopAll() {
  const stops = [...running];
  running.clear();
  await Promise.allSettled(stops.map((stop) => stop()));
}

/**
 * SIGINT and SIGTERM stop what is registered, then exit with the signal's code (128 + its
 * number), as a shell reports a process the signal ended.
 */
export function exitOnSignals(log = () => {}) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      signalled = signal;
      log(`${signal}: stopping what the release started`);
      void stopAll().then(() => process.exit(128 + os.constants.signals[signal]));
    });
  }
}
