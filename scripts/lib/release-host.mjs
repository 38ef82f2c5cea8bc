// Serves what is live on a release target as the site is deployed: the HTML host (shell/host,
// its own process, started with its production command) on the site's origin and, for a release
// directory, each remote's releases on an origin of its own — the CDN each team's releases would
// sit behind — with CORS for the host's origin only (every versioned file immutable for a year).
// Remotes on a storage target are loaded straight from the bucket's public URLs. Used by `pnpm
// start`, the e2e harness, the release gate's canary and the benchmarks.
import { REMOTES, SHELL } from './apps.mjs';
import { freePort } from './free-port.mjs';
import { spawnHost } from './host.mjs';
import { registryEntry } from './release/registry.mjs';
import { localOrigins, securityHeaders } from './security-headers.mjs';
import { IMMUTABLE, serveStatic } from './static-server.mjs';

/** Inside `<dir>/<version>/` every file is immutable; the history file next to them is not. */
const releaseCacheControl = (relativePath) => (relativePath.includes('/') ? IMMUTABLE : 'no-cache');

/** A release's files a browser never needs: its server build and build metadata. */
const isPrivateReleaseFile = (relativePath) =>
  /^[^/]+\/(server\/|release\.json$|mf-stats\.json$|page-chunks\.json$)/.test(relativePath);

/**
 * The headers of a remote's origin, filled in once the host listens (its CORS names the host's
 * origin, which with free ports is known only then).
 */
function createRemotePolicy(env) {
  const policy = { appOrigins: [], shellOrigins: [] };
  return {
    headers: () =>
      securityHeaders({ appOrigins: policy.appOrigins, supabaseUrl: env?.supabaseUrl }),
    corsOrigins: () => policy.shellOrigins,
    /** Call once the host and the remotes are served. */
    complete(shellUrl, remoteUrls) {
      policy.shellOrigins = localOrigins(shellUrl);
      policy.appOrigins = [shellUrl, ...remoteUrls];
    },
  };
}

/**
 * One remote's release folder on its own origin, as its CDN would serve it, with the site's
 * headers (`policy` from serveSite: CORS for the shell's origin only). Server builds and build
 * metadata are not served.
 */
export function serveRemoteReleases(target, remote, { port = 0, host, policy } = {}) {
  return serveStatic({
    root: target.localDir(`${remote.dir}/`),
    port,
    host,
    headers: policy?.headers,
    corsOrigins: policy?.corsOrigins,
    cacheControl: releaseCacheControl,
    hidden: isPrivateReleaseFile,
  });
}

/**
 * @param {object} options
 * @param {ReturnType<import('./release/dir-target.mjs').dirTarget>} options.target
 * @param {Record<string, number>} [options.ports]  federation name → port (0 = free port)
 * @param {string} [options.host]  the address to listen on (default 127.0.0.1)
 * @param {{ supabaseUrl: string, supabaseAnonKey: string }} [options.env]  the Supabase project
 *   pages talk to (window.__NORSECRAFT_ENV__)
 * @param {{ app: { name: string, dir: string, role: string }, dir: string, release: object }} [options.candidate]
 *   a build served in place of the app's live version, without touching the target (the gate)
 * @param {string} [options.siteUrl]  the public origin (default: the host's own URL)
 * @param {Record<string, string>} [options.hostEnv]  more of the host's configuration (README
 *   "The front door in production": RENDER_BUDGET_MS, REGISTRY_TTL_MS…)
 * @param {(entry: Record<string, unknown>) => void} [options.onLog]  each line the host logs
 */
export async function serveSite({
  target,
  ports = {},
  host = '127.0.0.1',
  env,
  candidate,
  siteUrl,
  hostEnv = {},
  onLog,
}) {
  const policy = createRemotePolicy(env);
  const remotes = {};
  if (target.localDir) {
    for (const remote of REMOTES) {
      remotes[remote.name] = await serveRemoteReleases(target, remote, {
        port: ports[remote.name] ?? remote.port,
        host,
        policy,
      });
    }
  }
  const candidateServer =
    candidate?.app.role === 'remote'
      ? await serveStatic({
          root: candidate.dir,
          host,
          headers: policy.headers,
          corsOrigins: policy.corsOrigins,
          cacheControl: () => IMMUTABLE,
        })
      : null;

  const port = ports[SHELL.name] ?? SHELL.port;
  const hostPort = port === 0 ? await freePort(host) : port;
  const ownUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${hostPort}`;
  const remoteUrls = Object.fromEntries(
    Object.entries(remotes).map(([name, server]) => [name, `${server.url}/`]),
  );
  const candidateEntry = candidate && {
    app: candidate.app.name,
    dir: candidate.dir,
    entry: {
      ...registryEntry(candidate.app, candidate.release, new Date().toISOString()),
      ...(candidateServer ? { entry: `${candidateServer.url}/mf-manifest.json` } : {}),
    },
  };
  const hostProcess = await spawnHost({
    onLog,
    env: {
      PORT: String(hostPort),
      HOST: host,
      NORSECRAFT_SITE_URL: siteUrl ?? ownUrl,
      NORSECRAFT_RELEASES: target.localDir
        ? target.root
        : target.publicBaseUrl({ dir: '' }).replace(/\/+$/, '/'),
      ...(target.localDir ? { NORSECRAFT_REMOTE_URLS: JSON.stringify(remoteUrls) } : {}),
      ...(env
        ? { PUBLIC_SUPABASE_URL: env.supabaseUrl, PUBLIC_SUPABASE_ANON_KEY: env.supabaseAnonKey }
        : {}),
      ...(candidateEntry ? { HOST_CANDIDATE: JSON.stringify(candidateEntry) } : {}),
      ...hostEnv,
    },
  });
  /** Federation name → the origin its releases are served from. */
  const remoteOrigins = Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      new URL(remotes[remote.name]?.url ?? target.publicBaseUrl(remote)).origin,
    ]),
  );
  policy.complete(ownUrl, [
    ...new Set(Object.values(remoteOrigins)),
    ...(candidateServer ? [candidateServer.url] : []),
  ]);
  const servers = [...Object.values(remotes), ...(candidateServer ? [candidateServer] : [])];
  return {
    url: ownUrl,
    host: hostProcess,
    remotes,
    remoteOrigins,
    policy,
    /** The registry as browsers get it (/remotes.json). */
    registry: async () => (await fetch(`${ownUrl}/remotes.json`)).json(),
    close: async () => {
      await Promise.all([hostProcess.stop(), ...servers.map((server) => server.close())]);
    },
  };
}
