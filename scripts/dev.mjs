// `pnpm dev`: the local stack plus every app's `rsbuild dev` (hot reload) on ports 3000–3005.
// The shell's dev server answers /remotes.json with a registry built from the remotes' dev servers
// (shared/build/create-app-config.ts).
// Ctrl-C stops all.
import { spawn } from 'node:child_process';
import { APPS, repoRoot } from './lib/apps.mjs';
import { startLocalStack } from './lib/stack.mjs';

const stack = await startLocalStack({ port: 54321, log: (line) => console.log(`[stack] ${line}`) });
console.log(`\n${stack.banner}\n`);

const children = APPS.map((app) => {
  const child = spawn('pnpm', ['--filter', app.dir, 'dev'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PUBLIC_SUPABASE_URL: stack.url },
  });
  const prefix = `[${app.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) console.log(prefix + line);
    });
  }
  return child;
});

console.log('[dev] site http://localhost:3000 (each remote alone: http://localhost:3001 … 3005)');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
