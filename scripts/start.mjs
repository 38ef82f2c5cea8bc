// `pnpm start`: serve what is live in the release directory (.releases/, or
// NORSECRAFT_RELEASE_DIR) with the local stack: the HTML host (shell/host, its production command)
// on :3000 and each remote's releases on its own port 3001–3005, as separate deployments would
// be. A fresh clone has no releases yet: every app without a live version is built and released
// once first. Ctrl-C stops all.
import { REMOTES } from './lib/apps.mjs';
import { serveSite } from './lib/release-host.mjs';
import { openTarget, releaseMissingApps } from './lib/release/ship.mjs';
import { startLocalStack } from './lib/stack.mjs';

const log = (line) => console.log(`[start] ${line}`);

/** The host's events (Storage failing, a render over its budget…); requests stay in its log. */
function printHostEvent(entry) {
  if (!entry.event || entry.event === 'listening') return;
  const { event, ...rest } = entry;
  delete rest.time;
  console.log(`[host] ${event} ${JSON.stringify(rest)}`);
}

const target = await openTarget({ target: 'dir' });
const started = Date.now();
const released = await releaseMissingApps(target, { log });
if (released.length) {
  log(
    `built and released ${released.map((app) => app.dir).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const stack = await startLocalStack({ port: 54321, log });
const env = { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey };
let site;
try {
  // Bound on all interfaces so http://localhost works whichever address it resolves to.
  site = await serveSite({ target, env, host: '0.0.0.0', onLog: printHostEvent });
} catch (error) {
  console.error(`[start] could not serve the site: ${error.message} (is another server running?)`);
  await stack.stop();
  process.exit(1);
}

// One block, as `supabase start` prints it, then the site: each app's origin and live version.
const live = (await site.registry()).apps;
const versionOf = (name) => live[name]?.version ?? '(not released)';
console.log(
  [
    '',
    `Local Supabase stack${stack.reused ? ' (already running)' : ''}:`,
    '',
    stack.banner,
    '',
    `Serving ${target.describe()} (pnpm releases lists every version):`,
    '',
    ...REMOTES.map(
      (remote) =>
        `${remote.name.padStart(16)}: ${site.remotes[remote.name].url}   ${versionOf(remote.name)}`,
    ),
    `${'site'.padStart(16)}: ${site.url}   shell ${versionOf('shell')}   (Ctrl-C stops everything)`,
    '',
  ].join('\n'),
);

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
