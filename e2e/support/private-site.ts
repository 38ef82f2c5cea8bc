import { APPS, REMOTES, serveApps, serveRemote } from '../../scripts/lib/apps.mjs';
import type { StaticServer } from '../../scripts/lib/static-server.mjs';
import { e2eEnv } from './env';

/**
 * A worker's own copy of the served site (same dist folders, its own free ports), for tests that
 * break it: stopping a remote here cannot disturb tests running in parallel on the shared site.
 * It talks to the shared stack unless given another (a private stack the test may stop).
 */
export async function startPrivateSite(stack?: { stackUrl: string; anonKey: string }) {
  const { stackUrl, anonKey } = stack ?? e2eEnv();
  const apps = await serveApps({
    ports: Object.fromEntries(APPS.map((app) => [app.name, 0])),
    env: { supabaseUrl: stackUrl, supabaseAnonKey: anonKey },
  });
  const servers: Record<string, StaticServer> = { ...apps.remotes };
  return {
    url: apps.shell.url,
    /** Stop one remote's static server (its origin refuses connections). */
    async stopRemote(name: string) {
      await servers[name]?.close();
    },
    /** Serve that remote again on the same port, as after a redeploy. */
    async restartRemote(name: string) {
      const remote = REMOTES.find((r) => r.name === name);
      const old = servers[name];
      if (!remote || !old) throw new Error(`unknown remote ${name}`);
      servers[name] = await serveRemote(remote, old.port, apps.policy);
    },
    async close() {
      await Promise.all(
        [apps.shell, ...Object.values(servers)].map((s) => s.close().catch(() => {})),
      );
    },
  };
}
