// Integration project: the site's client is created on demand (shared/src/lib/supabase.ts, as
// the shell does before rendering a page that uses it); each fetch module's test file uses it.
import { loadSupabase } from './shared/src/lib/supabase';

// Requests to a real stack (bcrypt sign-ups, Realtime round trips) on a shared machine: 30 s a
// test or hook. Set here because Jest reads testTimeout only from the global config, not a
// project's.
jest.setTimeout(30_000);

beforeAll(async () => {
  await loadSupabase();
});
