// `pnpm start`: serve what is live in the release directory (.releases/, or
// NORSECRAFT_RELEASE_DIR) with the local stack: the shell on :3000 and each remote's releases on
// its own port 3001–3005, as separate deployments would be. A fresh clone has no releases yet:
// every app without a live version is built and released once first. Ctrl-C stops all.
import { REMOTES } from './lib/apps.mjs';
import { serveSite } from './lib/release-host.mjs';
import { openTarget, releaseMissingApps } from './lib/release/ship.mjs';
import { startLocalStack } from './lib/stack.mjs';

const log = (line) => console.log(`[start] ${line}`);

const target = await openTarget({ target: 'dir' });
const started = Date.now();
const released = await releaseMissingApps(target, { log });
if (released.length) {
  log(
    `built and released ${released.map((app) => app.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const stack = await startLocalStack({ port: 54321, log });
const env = {
  supabaseUrl: stack.url,
  ...(stack.anonKey ? { supabaseAnonKey: stack.anonKey } : {}),
};
let site;
try {
  // Bound on all interfaces so http://localhost works whichever address it resolves to.
  site = await serveSite({ target, env, host: '0.0.0.0' });
} catch (error) {
  console.error(`[start] could not serve the site: ${error.message} (is another server running?)`);
  await stack.stop();
  process.exit(1);
}

const live = (await site.registry()).apps;
log(`stack   ${stack.url}${stack.reused ? ' (already running)' : ''}`);
log(`serving ${target.describe()} (pnpm releases lists every version)`);
for (const remote of REMOTES) {
  log(
    `${remote.name.padEnd(11)} ${site.remotes[remote.name].url}  ${live[remote.name]?.version ?? '(not released)'}`,
  );
}
log(`site    ${site.url}   shell ${live.shell?.version}   (Ctrl-C stops everything)`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  await site.close();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
