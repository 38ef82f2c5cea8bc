// Messages between the host's main thread and its render workers (pool.ts, worker.ts).
import type { Registry } from '../registry';

export interface RenderTask {
  /** The path as asked for (percent-encoded, no trailing slash). */
  pathname: string;
  shellVersion: string;
  /** The remote serving the page; none: the shell renders its 404 page. */
  remote: { name: string; version: string; manifestUrl: string; pattern: string } | null;
  /** The registry as browsers get it. */
  registry: Registry;
  registryUrl: string;
  /** Load the data the page's `prefetch` starts and render with it. */
  withData: boolean;
}

export interface RenderOutput {
  /** The markup of the root element. */
  html: string;
  css: string;
  /** The answers the page was rendered with (TanStack Query's dehydrated state), if any. */
  queryState: { queries: unknown[] } | null;
  manifestUrl: string | null;
  /** The page's remote code to preload. */
  scripts: string[];
}

/** What the worker is given at start: public values only, never the host's environment. */
export interface WorkerSetup {
  runtimeEnv: { supabaseUrl: string; supabaseAnonKey: string } | null;
}

/** Load these server builds ahead of the renders that need them (a new registry state). */
export interface WarmUp {
  shellVersion: string;
  remotes: { name: string; version: string }[];
}

export type ToWorker =
  | { type: 'render'; taskId: number; task: RenderTask }
  | { type: 'warm'; warmUp: WarmUp }
  | { type: 'file'; readId: number; text: string | null; error?: string };

export type FromWorker =
  | { type: 'read'; readId: number; app: string; version: string; file: string }
  /** The server builds are loaded: the page's data loads, then it renders. */
  | { type: 'loaded'; taskId: number }
  /** The page's data is in: its render starts (and its time budget with it). */
  | { type: 'rendering'; taskId: number }
  | { type: 'done'; taskId: number; output: RenderOutput }
  | { type: 'failed'; taskId: number; error: string };
