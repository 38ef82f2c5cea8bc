// The render workers: as many as the host has cores, each rendering one page at a time. A render
// has a time budget; one that overruns it has its worker ended and replaced, and fails with
// RenderTimeout (the host then sends the shell's document, for the browser to render), so one
// team's slow or stuck server code holds up only its own page. A worker that dies (out of its
// memory limit, a crash) is replaced the same way. A new registry state gets fresh workers, which
// load its builds in one order before rendering (worker.ts: same state, same bytes).
import { Worker } from 'node:worker_threads';
import { createLearners } from './learners';
import type {
  FromWorker,
  LearnTask,
  RenderOutput,
  RenderTask,
  ToWorker,
  WarmUp,
  WorkerSetup,
} from './protocol';

/**
 * Time a worker may take to load a registry state's server builds before a render (a module that
 * never finishes evaluating ends the worker too).
 */
export const LOAD_BUDGET_MS = 15_000;

export class RenderTimeout extends Error {
  constructor(budgetMs: number) {
    super(`the render took longer than its budget of ${budgetMs} ms`);
    this.name = 'RenderTimeout';
  }
}

export interface RenderPoolOptions {
  /** The bundled worker script (dist/render-worker.js). */
  workerFile: URL;
  size: number;
  /** Time a page's render may take, from the moment its data is in. */
  budgetMs: number;
  /** Time a page's data may take before its render starts (the shell waits at most 1.5 s). */
  dataBudgetMs: number;
  /** Heap limit of each worker. */
  memoryMb: number;
  setup: WorkerSetup;
  readFile: (app: string, version: string, file: string) => Promise<Buffer | null>;
  log: (event: Record<string, unknown>) => void;
}

interface Job {
  taskId: number;
  message: ToWorker & { type: 'render' | 'learn' };
  path: string;
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** Its builds are an older registry state's: replace it once its job is done. */
  stale: boolean;
}

export interface RenderPool {
  render(task: RenderTask): Promise<RenderOutput>;
  /** Which modules each page of a remote's release needs, learned in a worker of its own. */
  learn(task: LearnTask): Promise<Record<string, string[]>>;
  /** The registry state to render: workers of an older one are replaced by fresh ones. */
  warm(warmUp: WarmUp): void;
  stats(): { workers: number; busy: number; queued: number; replaced: number };
  close(): Promise<void>;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const { size, budgetMs, dataBudgetMs, memoryMb, readFile, log } = options;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const learners = createLearners({
    newWorker,
    limitMs: (task) => LOAD_BUDGET_MS + task.patterns.length * (budgetMs + dataBudgetMs),
    overrun: (ms) => new RenderTimeout(ms),
  });
  let nextTask = 0;
  let replaced = 0;
  let closed = false;
  let warmUp: WarmUp | null = null;

  function newWorker(onMessage: (message: FromWorker) => void): Worker {
    const worker = new Worker(options.workerFile, {
      workerData: options.setup,
      // The host's environment (keys, secrets) is not the workers' to read.
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
      // What server code prints is logged as events, apart from the access log's lines.
      stdout: true,
      stderr: true,
    });
    for (const stream of ['stdout', 'stderr'] as const) {
      worker[stream].on('data', (chunk: Buffer) =>
        log({ event: 'render-output', stream, text: chunk.toString('utf8').trimEnd() }),
      );
    }
    worker.on('message', (message: FromWorker) => {
      if (message.type !== 'read') return onMessage(message);
      const reply = (text: string | null, error?: string) =>
        worker.postMessage({
          type: 'file',
          readId: message.readId,
          text,
          error,
        } satisfies ToWorker);
      readFile(message.app, message.version, message.file).then(
        (bytes) => reply(bytes ? bytes.toString('utf8') : null),
        (error: unknown) => reply(null, String(error)),
      );
    });
    return worker;
  }

  function settle(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  function arm(slot: Slot, ms: number) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      const job = slot.job;
      if (!job) return;
      log({ event: 'render-timeout', path: job.path, budgetMs: ms, action: 'worker replaced' });
      replace(slot, new RenderTimeout(ms));
    }, ms);
  }

  /** Ends the slot's worker (failing its job with `error`) and starts a fresh one in its place. */
  function replace(slot: Slot, error: Error | null) {
    const job = slot.job;
    settle(slot);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    if (job && error) job.reject(error);
    if (closed) return;
    if (error) replaced += 1;
    start(slot);
    next(slot);
  }

  function start(slot: Slot) {
    slot.stale = false;
    slot.worker = newWorker((message) => onMessage(slot, message));
    slot.worker.on('error', (error) => {
      log({ event: 'worker-error', error: String(error) });
      replace(slot, error);
    });
    const worker = slot.worker;
    worker.on('exit', (code) => {
      if (slot.worker === worker && !closed)
        replace(slot, new Error(`render worker exited (${code})`));
    });
    if (warmUp) worker.postMessage({ type: 'warm', warmUp } satisfies ToWorker);
  }

  function onMessage(slot: Slot, message: FromWorker) {
    const job = slot.job;
    if (message.type === 'read' || !job || message.taskId !== job.taskId) return;
    if (message.type === 'loaded') return arm(slot, dataBudgetMs + budgetMs);
    if (message.type === 'rendering') return arm(slot, budgetMs);
    settle(slot);
    if (message.type === 'done') job.resolve(message.output as never);
    else if (message.type === 'failed') job.reject(new Error(message.error));
    if (slot.stale) replace(slot, null);
    else next(slot);
  }

  function next(slot: Slot) {
    const job = queue.shift();
    if (!job) return;
    slot.job = job;
    arm(slot, LOAD_BUDGET_MS);
    slot.worker.postMessage(job.message);
  }

  for (let i = 0; i < size; i += 1) {
    const slot = { job: null, timer: null, stale: false } as unknown as Slot;
    start(slot);
    slots.push(slot);
  }

  return {
    render(task) {
      if (closed) return Promise.reject(new Error('the render pool is closed'));
      return new Promise<RenderOutput>((resolve, reject) => {
        const taskId = (nextTask += 1);
        queue.push({
          taskId,
          message: { type: 'render', taskId, task },
          path: task.pathname,
          resolve: resolve as (value: never) => void,
          reject,
        });
        const idle = slots.find((slot) => !slot.job);
        if (idle) next(idle);
      });
    },

    learn(task) {
      if (closed) return Promise.reject(new Error('the render pool is closed'));
      if (!task.patterns.length) return Promise.resolve({});
      return learners.learn((nextTask += 1), task);
    },

    warm(next) {
      if (warmUp?.state === next.state) return;
      warmUp = next;
      for (const slot of slots) {
        if (slot.job) slot.stale = true;
        else replace(slot, null);
      }
    },

    stats: () => ({
      workers: slots.length,
      busy: slots.filter((slot) => slot.job).length,
      queued: queue.length,
      replaced,
    }),

    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the host is shutting down'));
      await Promise.all([
        ...slots.map((slot) => {
          slot.job?.reject(new Error('the host is shutting down'));
          settle(slot);
          return slot.worker.terminate();
        }),
        learners.close(),
      ]);
    },
  };
}
