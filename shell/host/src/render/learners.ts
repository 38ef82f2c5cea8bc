// The workers that learn which modules each page of a remote's release evaluates (pool.learn):
// one at a time, a fresh instance of the remote's build per page. The learner of the last learn
// is kept for the next while it comes soon (the remotes of a new registry state are learned one
// after another): a learner's start, with the shell's server build evaluated, costs more than
// most remotes' learning. A learner that failed or overran is ended, never reused.
import type { Worker } from 'node:worker_threads';
import type { FromWorker, LearnTask, ToWorker } from './protocol';

/** How long a learner is kept for the next learn after its last. */
const LEARNER_IDLE_MS = 2000;

interface Learner {
  worker: Worker;
  onMessage: (message: FromWorker) => void;
  onError: (error: Error) => void;
}

export function createLearners({
  newWorker,
  limitMs,
  overrun,
}: {
  newWorker: (onMessage: (message: FromWorker) => void) => Worker;
  /** How long a learn may take; then it fails with `overrun(ms)` and its learner is ended. */
  limitMs: (task: LearnTask) => number;
  overrun: (ms: number) => Error;
}) {
  const running = new Set<Worker>();
  let idle: { learner: Learner; timer: NodeJS.Timeout } | null = null;
  let closed = false;

  function start(): Learner {
    const learner: Learner = { worker: null!, onMessage: () => {}, onError: () => {} };
    learner.worker = newWorker((message) => learner.onMessage(message));
    learner.worker.on('error', (error) => learner.onError(error));
    running.add(learner.worker);
    return learner;
  }

  function end({ worker }: Learner) {
    running.delete(worker);
    void worker.terminate();
  }

  function keep(learner: Learner) {
    if (closed || idle) return end(learner);
    idle = {
      learner,
      timer: setTimeout(() => {
        idle = null;
        end(learner);
      }, LEARNER_IDLE_MS),
    };
    idle.timer.unref();
  }

  return {
    learn(taskId: number, task: LearnTask): Promise<Record<string, string[]>> {
      return new Promise((resolve, reject) => {
        const learner = idle ? idle.learner : start();
        if (idle) clearTimeout(idle.timer);
        idle = null;
        const ms = limitMs(task);
        const timer = setTimeout(() => finish(overrun(ms)), ms);
        function finish(error: Error | null, modules?: Record<string, string[]>) {
          clearTimeout(timer);
          learner.onMessage = () => {};
          learner.onError = () => {};
          if (error) {
            reject(error);
            end(learner);
          } else {
            resolve(modules!);
            keep(learner);
          }
        }
        learner.onMessage = (message) => {
          if (message.type === 'learned') finish(null, message.modules);
          else if (message.type === 'failed') finish(new Error(message.error));
        };
        learner.onError = (error) => finish(error);
        learner.worker.postMessage({ type: 'learn', taskId, learn: task } satisfies ToWorker);
      });
    },

    async close() {
      closed = true;
      if (idle) clearTimeout(idle.timer);
      idle = null;
      await Promise.all([...running].map((worker) => worker.terminate()));
    },
  };
}
