// A throw-away PostgreSQL server for tests: PGlite in memory behind its wire-protocol socket on a
// free port of 127.0.0.1, so any PostgreSQL client (pg, psql, the bundled LiteBans bridge)
// connects to it as to a real server. It runs in a process of its own (PGlite loads its
// WebAssembly by dynamic import, which Jest's module sandbox refuses). One session underneath:
// clients take turns.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const PGLITE_READY = 'PGLITE_READY ';
const main = fileURLToPath(new URL('./pglite-server-main.mjs', import.meta.url));

/** @returns {Promise<{ url: string, stop(): Promise<void> }>} */
export async function startPgliteServer() {
  // Its stdin is a lifeline: it stops when this process goes away.
  const child = spawn(process.execPath, [main], { stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the PGlite server exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith(PGLITE_READY)) resolve(line.slice(PGLITE_READY.length));
    });
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}
