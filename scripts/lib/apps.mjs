// The built apps and how they are served together: the shell on one origin, each remote on its
// own origin with CORS, /remotes.json generated to point at the remotes' manifests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localOrigins, securityHeaders } from './security-headers.mjs';
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

/** The script that points one build at a given Supabase stack (read by @norsecraft/shared). */
export function runtimeEnvSource(env) {
  const json = JSON.stringify(env).replace(/</g, '\\u003c');
  return `window.__NORSECRAFT_ENV__=${json};`;
}

/** runtimeEnvSource as a script tag. */
export function runtimeEnvScript(env) {
  return `<script>${runtimeEnvSource(env)}</script>`;
}

/**
 * The headers of a served site, filled in once every server is listening (the shell's CSP names
 * the remotes' origins and each remote's CORS the shell's, and with free ports neither is known
 * before the other): `headers` for every response, `corsOrigins` for the remotes.
 */
function createSitePolicy(env) {
  const policy = { appOrigins: [], shellOrigins: [] };
  const inlineScripts = env ? [runtimeEnvSource(env)] : [];
  return {
    headers: () =>
      securityHeaders({
        appOrigins: policy.appOrigins,
        supabaseUrl: env?.supabaseUrl,
        inlineScripts,
      }),
    corsOrigins: () => policy.shellOrigins,
    /** Call once the shell and the remotes are served. */
    complete(shellUrl, remoteUrls) {
      policy.shellOrigins = localOrigins(shellUrl);
      policy.appOrigins = [shellUrl, ...remoteUrls];
    },
  };
}

/**
 * Serve one remote's dist on its own origin, with the site's headers (`policy` from serveApps:
 * CORS for the shell's origin only).
 */
export function serveRemote(remote, port = remote.port, policy) {
  return serveStatic({
    root: distOf(remote),
    port,
    headers: policy?.headers,
    corsOrigins: policy?.corsOrigins,
  });
}

/**
 * Serve every remote and then the shell, each with the security headers of
 * scripts/lib/security-headers.mjs. `ports` overrides the defaults (0 = free port); `env` is
 * injected as window.__NORSECRAFT_ENV__ into the shell's HTML (and allowed by the CSP's hash).
 * @returns {Promise<{ shell: import('./static-server.mjs').StaticServer, remotes: Record<string, import('./static-server.mjs').StaticServer>, remotesJson: Record<string, string>, policy: object, close: () => Promise<void> }>}
 */
export async function serveApps({ ports = {}, env, host } = {}) {
  const policy = createSitePolicy(env);
  const remotes = {};
  for (const remote of REMOTES) {
    remotes[remote.name] = await serveStatic({
      root: distOf(remote),
      port: ports[remote.name] ?? remote.port,
      host,
      headers: policy.headers,
      corsOrigins: policy.corsOrigins,
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
    headers: policy.headers,
  });
  policy.complete(
    shell.url,
    Object.values(remotes).map((server) => server.url),
  );
  return {
    shell,
    remotes,
    remotesJson,
    policy,
    close: async () => {
      await Promise.all([shell, ...Object.values(remotes)].map((server) => server.close()));
    },
  };
}
