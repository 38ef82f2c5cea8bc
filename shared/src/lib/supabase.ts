import { createClient } from '@supabase/supabase-js';
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

/**
 * The one client of the whole site. This module is a federation singleton, so the shell and
 * every remote get this same instance (one GoTrueClient, one session).
 */
export const supabase = createClient<Database>(supabaseUrl, supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, storageKey: SESSION_STORAGE_KEY },
});
