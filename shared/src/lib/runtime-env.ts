/**
 * Values a deployment (or the e2e harness) injects into the served HTML as
 * `window.__NORSECRAFT_ENV__`, so one build can point at any Supabase stack without rebuilding.
 */
export interface RuntimeEnv {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
}

declare global {
  interface Window {
    __NORSECRAFT_ENV__?: RuntimeEnv;
  }
}

export function readRuntimeEnv(): RuntimeEnv {
  return (typeof window !== 'undefined' && window.__NORSECRAFT_ENV__) || {};
}
