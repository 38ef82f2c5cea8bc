import { startAuthSync } from '@norsecraft/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchRemoteConfig } from './features/remotes/api/remote-config';
import { registerRemoteEntries } from './features/remotes/api/remote-loader';

async function start() {
  // Session restore and the remotes file load in parallel; neither blocks the other's failure.
  void startAuthSync();
  const config = await fetchRemoteConfig();
  if (!config.ok) console.error(`[shell] bad remote configuration: ${config.error}`);
  registerRemoteEntries(config.entries);
  // Every error boundary of the shell logs what it catches itself; React's default would log
  // each caught error a second time.
  createRoot(document.getElementById('root')!, { onCaughtError: () => {} }).render(
    <App configError={config.ok ? null : config.error} />,
  );
}

void start();
