import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { APPS, SHELL, findApp } from '../../scripts/lib/apps.mjs';
import { serveRemoteReleases, serveSite } from '../../scripts/lib/release-host.mjs';
import { dirTarget } from '../../scripts/lib/release/dir-target.mjs';
import type { StaticServer } from '../../scripts/lib/static-server.mjs';
import { E2E_HOST_ENV, e2eEnv } from './env';

/**
 * A worker's own copy of the served site (its own free ports), for tests that break it or
 * release into it: stopping a remote or releasing here cannot disturb tests running in parallel
 * on the shared site. It serves the run's release directory unless `ownReleases` asks for a
 * private copy of it (which `releaseDir` then names, for `pnpm release --dir`). It talks to the
 * shared stack unless given another (a private stack the test may stop).
 */
export async function startPrivateSite(
  options: {
    stackUrl?: string;
    anonKey?: string;
    ownReleases?: boolean;
    /** More of the host's configuration (README "The front door in production"). */
    hostEnv?: Record<string, string>;
    /** The shell's port, when its stack must know the site's address first (mail links). */
    shellPort?: number;
  } = {},
) {
  const shared = e2eEnv();
  const { stackUrl = shared.stackUrl, anonKey = shared.anonKey } = options;
  let releaseDir = shared.releaseDir;
  if (options.ownReleases) {
    releaseDir = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-e2e-own-releases-'));
    await cp(shared.releaseDir, releaseDir, { recursive: true });
  }
  const target = dirTarget(releaseDir);
  const site = await serveSite({
    target,
    ports: {
      ...Object.fromEntries(APPS.map((app) => [app.name, 0])),
      ...(options.shellPort ? { [SHELL.name]: options.shellPort } : {}),
    },
    env: { supabaseUrl: stackUrl, supabaseAnonKey: anonKey },
    hostEnv: { ...E2E_HOST_ENV, ...options.hostEnv },
  });
  const servers: Record<string, StaticServer> = { ...site.remotes };
  return {
    url: site.url,
    releaseDir,
    remoteOrigins: site.remoteOrigins,
    /** The registry as the browser gets it from /remotes.json. */
    registry: site.registry,
    /** The host's process: its log lines, stop(signal). */
    host: site.host,
    /** Stop one remote's static server (its origin refuses connections). */
    async stopRemote(name: string) {
      await servers[name]?.close();
    },
    /** Serve that remote again on the same port, as after a redeploy. */
    async restartRemote(name: string) {
      const old = servers[name];
      if (!old) throw new Error(`unknown remote ${name}`);
      servers[name] = await serveRemoteReleases(target, findApp(name), {
        port: old.port,
        policy: site.policy,
      });
    },
    async close() {
      await Promise.all([
        site.host.stop(),
        ...Object.values(servers).map((s) => s.close().catch(() => {})),
      ]);
      if (options.ownReleases) await rm(releaseDir, { recursive: true, force: true });
    },
  };
}
