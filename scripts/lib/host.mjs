// The site's HTML host (shell/host, README "The front door") for the scripts, the e2e harness and
// the benchmarks: built when its bundle is missing or older than its sources, then either
// imported (the static export; the document contract and page reading for the gate) or started
// as its own process with the production command (`node shell/host/dist/main.js`), configured by
// the environment.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './apps.mjs';

const hostDir = path.join(repoRoot, 'shell/host');
export const HOST_MAIN = path.join(hostDir, 'dist/main.js');
const bundle = path.join(hostDir, 'dist/index.js');

/** What the bundle is made of: the host's sources and the workspace modules it bundles. */
const SOURCES = [
  path.join(hostDir, 'src'),
  path.join(hostDir, 'build.mjs'),
  path.join(repoRoot, 'shared/src/document'),
  path.join(repoRoot, 'shared/src/lib/storage-keys.ts'),
  path.join(repoRoot, 'scripts/lib/security-headers.mjs'),
  path.join(repoRoot, 'scripts/lib/compression.mjs'),
  path.join(repoRoot, 'scripts/lib/static-server.mjs'),
  path.join(repoRoot, 'apps.json'),
];

function newestChange(file) {
  const info = statSync(file);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(
    info.mtimeMs,
    ...readdirSync(file).map((entry) => newestChange(path.join(file, entry))),
  );
}

/** Builds the host's bundle unless it is newer than everything it is made of. */
export function ensureHostBuilt() {
  const built = (() => {
    try {
      return statSync(bundle).mtimeMs;
    } catch {
      return -1;
    }
  })();
  if (built >= Math.max(...SOURCES.map(newestChange))) return;
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: hostDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the host could not be built (shell/host/build.mjs)');
}

/** The host's programmatic API (shell/host/src/index.ts). */
export async function loadHost() {
  ensureHostBuilt();
  return import(pathToFileURL(bundle).href);
}

/**
 * Starts the host as its own process, with the production command, configured by `env` (README
 * "The front door in production"); resolves once it listens. `onLog` gets each JSON line it
 * logs (requests and events), parsed.
 * @param {{ env: Record<string, string>, onLog?: (entry: Record<string, unknown>) => void }} options
 */
export async function spawnHost({ env, onLog = () => {} }) {
  ensureHostBuilt();
  const child = spawn(process.execPath, [HOST_MAIN], {
    cwd: repoRoot,
    // Its stdin is a lifeline: if this process dies without stopping it, it stops itself. No
    // load balancer watches these hosts' readiness: no drain delay unless `env` asks for one.
    env: { PATH: process.env.PATH, HOST_EXIT_WITH_PARENT: '1', SHUTDOWN_DELAY_MS: '0', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines = [];
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const listening = new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        entry = { event: 'output', text: line };
      }
      lines.push(entry);
      if (lines.length > 5000) lines.shift();
      if (entry.event === 'listening') resolve(entry.url);
      onLog(entry);
    });
    child.once('exit', (code) =>
      reject(new Error(`the host exited (${code}) before listening: ${stderr.trim()}`)),
    );
  });
  await listening;
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return {
    process: child,
    /** Every line it logged so far (the last 5000). */
    logs: () => [...lines],
    exited,
    /** Sends `signal` (SIGTERM: it drains) and resolves with its exit code. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
