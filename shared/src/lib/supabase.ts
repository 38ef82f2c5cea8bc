import type { RealtimeClientOptions, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';
import { readRuntimeEnv } from './runtime-env';
import { SESSION_STORAGE_KEY } from './storage-keys';

/** The local stack's well-known development key (role anon); public by design. */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const runtimeEnv = readRuntimeEnv();

/** Runtime override first (one build, any stack), then the build-time vars, then the local stack. */
export const supabaseUrl =
  runtimeEnv.supabaseUrl || process.env.PUBLIC_SUPABASE_URL || 'http://localhost:54321';
export const supabaseAnonKey =
  runtimeEnv.supabaseAnonKey || process.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

/** The site's client, typed by the database's generated types (`pnpm db:types`). */
export type SiteClient = SupabaseClient<Database>;

/**
 * Node before 22 has no WebSocket, and realtime-js wants one as the client is created. A page
 * rendered in Node never subscribes (subscriptions start from effects), so none is needed.
 */
const noServerRealtime = function refuse() {
  throw new Error('Realtime is not used when a page is rendered on the server');
} as unknown as NonNullable<RealtimeClientOptions['transport']>;

let client: SiteClient | null = null;
let loading: Promise<SiteClient> | null = null;
let announceLoaded: (created: SiteClient) => void = () => {};
const loadedOnce = new Promise<SiteClient>((resolve) => (announceLoaded = resolve));

/**
 * Loads supabase-js and creates the one client of the whole site (once). supabase-js is the
 * largest package of the site and most first screens do not need it: it loads when a page that
 * uses it is rendered (the shell awaits this first), when a stored session is verified, or on the
 * first auth action. A load that failed is tried again by the next call.
 */
export function loadSupabase(): Promise<SiteClient> {
  loading ??= import('@supabase/supabase-js').then(
    ({ createClient }) => {
      // In Node (the HTML host rendering a page's data) there is never a session to keep.
      const inBrowser = typeof window !== 'undefined';
      client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
        auth: {
          persistSession: inBrowser,
          autoRefreshToken: inBrowser,
          storageKey: SESSION_STORAGE_KEY,
        },
        realtime: inBrowser ? undefined : { transport: noServerRealtime },
      });
      announceLoaded(client);
      // Marked as React's `use()` marks a settled promise: a render once the client is there
      // reads it at once instead of suspending (which would draw a hydrating page's HTML anew).
      Object.assign(loading!, { status: 'fulfilled', value: client });
      return client;
    },
    (error: unknown) => {
      // Not loaded (offline): the next call tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Resolves when the client has been created, without loading it. */
export const whenSupabaseLoaded = (): Promise<SiteClient> => loadedOnce;

/** True once `loadSupabase()` has created the client. */
export const isSupabaseLoaded = (): boolean => client !== null;

/**
 * The one client of the whole site. This module is a federation singleton, so the shell and
 * every remote get this same instance (one GoTrueClient, one session). It stands for the client
 * `loadSupabase()` creates: usable once that has resolved, which the shell guarantees before it
 * renders a page whose manifest entry does not say `supabase: false`.
 */
export const supabase: SiteClient = new Proxy({} as SiteClient, {
  get(_target, property) {
    if (!client) {
      throw new Error(
        `supabase.${String(property)} was used before the client loaded: await loadSupabase() first`,
      );
    }
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});
