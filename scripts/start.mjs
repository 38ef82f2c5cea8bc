// `pnpm start`: build every app, start (or reuse) the local stack, serve the shell on :3000 and
// each remote on its own port 3001–3005, as separate deployments would be. Ctrl-C stops all.
// `--no-build` skips the build (serve what is in each dist/).
import { spawnSync } from 'node:child_process';
import { REMOTES, repoRoot, serveApps } from './lib/apps.mjs';
import { startLocalStack } from './lib/stack.mjs';

const log = (line) => console.log(`[start] ${line}`);

if (!process.argv.includes('--no-build')) {
  const started = Date.now();
  const build = spawnSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  log(`built all apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const stack = await startLocalStack({ port: 54321, log });
const env = { supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey };
let apps;
try {
  // Bound on all interfaces so http://localhost works whichever address it resolves to.
  apps = await serveApps({ env, host: '0.0.0.0' });
} catch (error) {
  console.error(`[start] could not serve the apps: ${error.message} (is another server running?)`);
  await stack.stop();
  process.exit(1);
}

// One block, as `supabase start` prints it, then the site.
console.log(
  [
    '',
    `Local Supabase stack${stack.reused ? ' (already running)' : ''}:`,
    '',
    stack.banner,
    '',
    ...REMOTES.map((remote) => `${remote.name.padStart(16)}: ${apps.remotes[remote.name].url}`),
    `${'site'.padStart(16)}: ${apps.shell.url}   (Ctrl-C stops everything)`,
    '',
  ].join('\n'),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  await apps.close();
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
