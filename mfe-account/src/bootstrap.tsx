import { DevHarness } from '@norsecraft/shared/dev';
import { createRoot } from 'react-dom/client';
import AccountRoutes from './routes';

// Standalone: the dev harness gives the same providers as the shell (router, theme, auth sync),
// and the routes use the site's absolute paths, so they render here exactly as in the shell.
createRoot(document.getElementById('root')!).render(
  <DevHarness>
    <AccountRoutes />
  </DevHarness>,
);
