// Integration project: the site's client is created on demand (shared/src/lib/supabase.ts, as
// the shell does before rendering a page that uses it); each fetch module's test file uses it.
import { loadSupabase } from './shared/src/lib/supabase';

beforeAll(async () => {
  await loadSupabase();
});
