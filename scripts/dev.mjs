// `pnpm dev [<app>…]`: the local stack (reused when one runs on :54321) plus the `rsbuild dev`
// (hot reload) of every app, or of the apps named (a remote's own `pnpm dev` runs just it), each
// on its dev port (apps.json `devPort`, 3100–3105: `pnpm start` may run beside it on 3000–3005).
// A taken port stops that dev server with a message instead of moving it.
// The shell's dev server answers /remotes.json with a registry built from the remotes' dev servers
// (shared/build/create-app-config.ts); an edit in any app updates the composed page in place
// (shell/src/lib/dev-refresh-hook.ts lets a remote's hot updates re-render it). A remote alone
// serves its pages standalone inside DevHarness, with the same stack. Ctrl-C stops all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { APPS, devPortOf, findApp, repoRoot, SHELL } from './lib/apps.mjs';
import { startLocalStack } from './lib/stack.mjs';

const named = process.argv.slice(2);
const apps = named.length ? named.map(findApp) : APPS;

const stack = await startLocalStack({ port: 54321, log: (line) => console.log(`[stack] ${line}`) });
console.log(`\n${stack.banner}\n`);

const children = apps.map((app) => {
  const folder = path.join(repoRoot, app.dir);
  const child = spawn(path.join(folder, 'node_modules/.bin/rsbuild'), ['dev'], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PUBLIC_SUPABASE_URL: stack.url,
      PUBLIC_SUPABASE_ANON_KEY: stack.anonKey,
    },
  });
  const prefix = `[${app.name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) console.log(prefix + line);
    });
  }
  child.once('exit', (code) => {
    if (!stopping && code) console.log(`${prefix}stopped (code ${code}); the others keep running`);
  });
  return child;
});

const urls = apps.map(
  (app) => `${app === SHELL ? 'site' : app.dir} http://localhost:${devPortOf(app)}`,
);
console.log(`[dev] ${urls.join(', ')}`);

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
