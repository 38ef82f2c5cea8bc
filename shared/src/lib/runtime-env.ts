/**
 * Values a deployment (or the e2e harness) injects into the served HTML as
 * `window.__NORSECRAFT_ENV__`, so one build can point at any Supabase stack without rebuilding.
 * The HTML host (shell/host) sets the same global in its render workers, where it renders pages with their data.
 */
export interface RuntimeEnv {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  /** The Cloudflare Turnstile site key the auth forms show a check for (production). */
  captchaSiteKey?: string;
}

declare global {
  var __NORSECRAFT_ENV__: RuntimeEnv | undefined;
}

export function readRuntimeEnv(): RuntimeEnv {
  return globalThis.__NORSECRAFT_ENV__ ?? {};
}
