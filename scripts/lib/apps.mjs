// The built apps and how they are served together: the shell on one origin, each remote on its
// own origin with CORS, /remotes.json generated to point at the remotes' manifests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from './static-server.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Federation name → workspace folder, and the default port of `pnpm start` / `pnpm dev`. */
export const REMOTES = [
  { name: 'mfe_info', dir: 'mfe-info', port: 3001 },
  { name: 'mfe_games', dir: 'mfe-games', port: 3002 },
  { name: 'mfe_auction', dir: 'mfe-auction', port: 3003 },
  { name: 'mfe_account', dir: 'mfe-account', port: 3004 },
  { name: 'mfe_admin', dir: 'mfe-admin', port: 3005 },
];
export const SHELL = { name: 'shell', dir: 'shell', port: 3000 };
export const APPS = [SHELL, ...REMOTES];

export const distOf = (app) => path.join(repoRoot, app.dir, 'dist');

/** The script tag that points one build at a given Supabase stack (read by @norsecraft/shared). */
export function runtimeEnvScript(env) {
  const json = JSON.stringify(env).replace(/</g, '\\u003c');
  return `<script>window.__NORSECRAFT_ENV__=${json};</script>`;
}

/** Serve one remote's dist on its own origin (CORS on: the shell's origin fetches it). */
export function serveRemote(remote, port = remote.port) {
  return serveStatic({ root: distOf(remote), port, cors: true });
}

/**
 * Serve every remote and then the shell. `ports` overrides the defaults (0 = free port);
 * `env` is injected as window.__NORSECRAFT_ENV__ into the shell's HTML.
 * @returns {Promise<{ shell: import('./static-server.mjs').StaticServer, remotes: Record<string, import('./static-server.mjs').StaticServer>, remotesJson: Record<string, string>, close: () => Promise<void> }>}
 */
export async function serveApps({ ports = {}, env, host } = {}) {
  const remotes = {};
  for (const remote of REMOTES) {
    remotes[remote.name] = await serveStatic({
      root: distOf(remote),
      port: ports[remote.name] ?? remote.port,
      cors: true,
      host,
    });
  }
  const remotesJson = Object.fromEntries(
    Object.entries(remotes).map(([name, server]) => [name, `${server.url}/mf-manifest.json`]),
  );
  const shell = await serveStatic({
    root: distOf(SHELL),
    port: ports.shell ?? SHELL.port,
    spa: true,
    host,
    json: { '/remotes.json': remotesJson },
    headHtml: env ? runtimeEnvScript(env) : '',
  });
  return {
    shell,
    remotes,
    remotesJson,
    close: async () => {
      await Promise.all([shell, ...Object.values(remotes)].map((server) => server.close()));
    },
  };
}
