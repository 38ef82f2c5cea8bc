// Messages between the host's main thread and its render workers (pool.ts, worker.ts).
import type { SiteSettings } from '@norsecraft/shared/document';
import type { Registry } from '../registry';

export interface RenderTask {
  /** The path as asked for (percent-encoded, no trailing slash). */
  pathname: string;
  shellVersion: string;
  /**
   * The remote serving the page (`modules`: what its render needs, learned beforehand — the
   * chunks to preload); none: the shell renders its 404 page.
   */
  remote: { name: string; version: string; manifestUrl: string; modules: string[] } | null;
  /** The registry as browsers get it. */
  registry: Registry;
  registryUrl: string;
  /** Load the data the page's `prefetch` starts and render with it. */
  withData: boolean;
  /** The site settings of the database the page is rendered with (null: the defaults). */
  siteSettings?: SiteSettings | null;
}

export interface RenderOutput {
  /** The markup of the root element. */
  html: string;
  css: string;
  /** The version of styled-components that wrote `css` (a shell from before hydration: none). */
  stylesVersion: string | null;
  /** The answers the page was rendered with (TanStack Query's dehydrated state), if any. */
  queryState: { queries: unknown[] } | null;
  manifestUrl: string | null;
  /** The page's remote code to preload. */
  scripts: string[];
  /** 404: the page found nothing at its address (it rendered the 404 page). */
  status: number;
}

/** What the worker is given at start: public values only, never the host's environment. */
export interface WorkerSetup {
  runtimeEnv: { supabaseUrl: string; supabaseAnonKey: string } | null;
}

/** The server builds of a registry state, loaded by a fresh worker before it renders. */
export interface WarmUp {
  /** The registry state they make (registry.ts registryStateKey). */
  state: string;
  shellVersion: string;
  remotes: { name: string; version: string }[];
  /** Rendered once each, output discarded, so a worker's first visitor gets warm code. */
  pages: { remote: string; path: string }[];
  registry: Registry;
  registryUrl: string;
}

/**
 * Which modules each page of a remote's release evaluates (its lazily loaded code): learned by
 * rendering each page once, in a worker of its own.
 */
export interface LearnTask {
  shellVersion: string;
  remote: { name: string; version: string };
  /** Manifest paths of its pages (`:name` segments rendered with a stand-in value). */
  patterns: string[];
  registry: Registry;
  registryUrl: string;
}

export type ToWorker =
  | { type: 'render'; taskId: number; task: RenderTask }
  | { type: 'warm'; warmUp: WarmUp }
  | { type: 'learn'; taskId: number; learn: LearnTask }
  | { type: 'file'; readId: number; text: string | null; error?: string };

export type FromWorker =
  | { type: 'read'; readId: number; app: string; version: string; file: string }
  /** The server builds are loaded: the page's data loads, then it renders. */
  | { type: 'loaded'; taskId: number }
  /** The page's data is in: its render starts (and its time budget with it). */
  | { type: 'rendering'; taskId: number }
  | { type: 'done'; taskId: number; output: RenderOutput }
  | { type: 'learned'; taskId: number; modules: Record<string, string[]> }
  | { type: 'failed'; taskId: number; error: string };
