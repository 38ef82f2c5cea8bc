import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/apps.mjs';

/** A port nobody listens on right now (the dev server refuses a taken one: strictPort). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A NORSECRAFT_DEV_PORT_BASE whose `count` ports are free: the composed dev site finds each app's
 * dev server at the base plus the app's place in apps.json.
 */
export async function freeDevPortBase(count: number): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if ((await Promise.all(ports.map(listens))).every(Boolean)) return base;
  }
}

/**
 * An app's `rsbuild dev` as its team runs it (`pnpm --filter <app> dev` starts the same server
 * beside the local stack), on a free port and pointed at the given stack. `folder` defaults to
 * the app's own; a copy (support/app-copy.ts) can be edited while it runs.
 */
export async function startDevServer({
  dir,
  folder = path.join(repoRoot, dir),
  stack,
  port: wanted,
  env = {},
}: {
  dir: string;
  folder?: string;
  stack: { url: string; anonKey: string };
  /** Default: a free port. */
  port?: number;
  env?: Record<string, string>;
}) {
  const port = wanted ?? (await freePort());
  const child = spawn(
    path.join(folder, 'node_modules/.bin/rsbuild'),
    ['dev', '--port', String(port)],
    {
      cwd: folder,
      env: {
        ...process.env,
        PUBLIC_SUPABASE_URL: stack.url,
        PUBLIC_SUPABASE_ANON_KEY: stack.anonKey,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${dir} dev exited (${code}):\n${output}`))),
  );
  const url = `http://localhost:${port}`;
  // The dev server answers once its first build is done (it holds requests until then).
  const ready = (async () => {
    for (;;) {
      const response = await fetch(`${url}/`).catch(() => null);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
