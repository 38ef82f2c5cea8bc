// Integration project: the site's own Supabase client (shared/src/lib/supabase.ts) points at the
// stack the global setup started, so each fetch module (`*.stack.test.ts`) is tested against the
// real database. Node 20 has no WebSocket of its own; supabase-js needs one to construct.
import WebSocket from 'ws';

process.env.PUBLIC_SUPABASE_URL = process.env.STACK_URL;
process.env.PUBLIC_SUPABASE_ANON_KEY = process.env.STACK_ANON_KEY;
if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });
