import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APPS } from '../../scripts/lib/apps.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { spawnHost } from '../../scripts/lib/host.mjs';
import { serveRemoteReleases } from '../../scripts/lib/release-host.mjs';
import { dirTarget } from '../../scripts/lib/release/dir-target.mjs';
import { securityHeaders } from '../../scripts/lib/security-headers.mjs';
import type { StaticServer } from '../../scripts/lib/static-server.mjs';
import { startCaddy } from '../support/caddy';
import { buildHostImage, runHostContainer } from '../support/container';
import { E2E_HOST_ENV, e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';
import { headingOf, rawGet } from '../support/front-door';

/*
 * The production picture of README "Production", on this machine: Caddy with TLS (its local CA)
 * and the production site block (deploy/caddy/norsecraft.caddy) in front of two HTML host
 * instances; and the host's container image (deploy/host/Containerfile) built and run.
 */

/** An HTTPS GET that verifies the certificate against `ca`; the body decoded as it came. */
function httpsGet(url: string, ca: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const request = https.get(url, { ca, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : encoding === 'zstd'
                  ? (
                      zlib as unknown as { zstdDecompressSync(b: Buffer): Buffer }
                    ).zstdDecompressSync(raw)
                  : raw;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body.toString('utf8'),
          });
        });
      });
      request.on('error', reject);
    },
  );
}

test.describe('Caddy with TLS in front of two host instances', () => {
  test.use({ ignoreHTTPSErrors: true });
  let caddy: Awaited<ReturnType<typeof startCaddy>>;
  let instances: Awaited<ReturnType<typeof spawnHost>>[];
  let remotes: StaticServer[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const { releaseDir, stackUrl, anonKey } = e2eEnv();
    const ports = [await freePort(), await freePort()];
    caddy = await startCaddy(ports.map((port) => `127.0.0.1:${port}`));
    // The remotes' releases on origins of their own, with CORS for the site's public origin (as
    // the Storage bucket serves them in production).
    const policy = {
      headers: () =>
        securityHeaders({
          appOrigins: [caddy.url, ...remotes.map((r) => r.url)],
          supabaseUrl: stackUrl,
        }),
      corsOrigins: () => [caddy.url],
    };
    const target = dirTarget(releaseDir);
    const remoteApps = APPS.filter((app) => app.role === 'remote');
    remotes = await Promise.all(
      remoteApps.map((app) => serveRemoteReleases(target, app, { port: 0, policy })),
    );
    const remoteOrigins = Object.fromEntries(
      remoteApps.map((app, i) => [app.name, new URL(remotes[i]!.url).origin]),
    );
    instances = await Promise.all(
      ports.map((port) =>
        spawnHost({
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            NORSECRAFT_SITE_URL: caddy.url,
            NORSECRAFT_RELEASES: releaseDir,
            NORSECRAFT_REMOTE_URLS: JSON.stringify(
              Object.fromEntries(Object.entries(remoteOrigins).map(([n, o]) => [n, `${o}/`])),
            ),
            PUBLIC_SUPABASE_URL: stackUrl,
            PUBLIC_SUPABASE_ANON_KEY: anonKey,
            TRUST_PROXY: '1',
            RENDER_WORKERS: '1',
            ...E2E_HOST_ENV,
          },
        }),
      ),
    );
    // Caddy's health checks find both ready.
    await expect
      .poll(async () => (await httpsGet(`${caddy.url}/readyz`, caddy.ca)).status, {
        timeout: 30_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await Promise.all(remotes.map((remote) => remote.close()));
    await caddy?.stop();
  });

  test('a visitor gets the site over HTTPS, with its content and data', async ({ page }) => {
    await page.goto(`${caddy.url}/rules`);
    await expect(pageHeading(page)).toHaveText('Server Rules');
    // A page that reads the database through the browser (no console error: the fixture).
    await page.goto(`${caddy.url}/punishments`);
    await expect(pageHeading(page)).toHaveText('Punishments');
    await expect(page.getByText('Loading')).toHaveCount(0);
  });

  test('answers are compressed, verified TLS, HSTS, and both instances serve with the forwarded scheme', async () => {
    const before = instances.map((instance) => instance.logs().length);
    for (let i = 0; i < 6; i += 1) {
      const page = await httpsGet(`${caddy.url}/rules`, caddy.ca, {
        'accept-encoding': 'br, gzip',
      });
      expect(page.status).toBe(200);
      expect(['br', 'gzip']).toContain(page.headers['content-encoding']);
      expect(headingOf(page.body)).toBe('Server Rules');
      expect(page.body).toContain(`<link rel="canonical" href="${caddy.url}/rules" />`);
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    }
    for (const [i, instance] of instances.entries()) {
      const served = instance
        .logs()
        .slice(before[i])
        .filter((line) => line.path === '/rules');
      expect(served.length, `instance ${i} served /rules`).toBeGreaterThan(0);
      expect(served[0]).toMatchObject({ proto: 'https', client: '127.0.0.1' });
    }
  });

  test('health checks: an instance that stops is taken out, and no request fails', async () => {
    // Caddy asks each instance's /readyz.
    expect(
      instances.every((instance) => instance.logs().some((line) => line.path === '/readyz')),
    ).toBe(true);
    await instances[0]!.stop();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await httpsGet(`${caddy.url}/rules`, caddy.ca)).status);
    expect(statuses).toEqual(Array(8).fill(200));
  });
});

test('the container image builds, runs as a user without rights and serves /rules with its content', async () => {
  test.setTimeout(300_000);
  const { releaseDir: shared, stackUrl, anonKey, remoteOrigins } = e2eEnv();
  // A copy the container's user (uid 1000) may read, mounted read-only as its release directory.
  const releaseDir = await mkdtemp(path.join(os.tmpdir(), 'norsecraft-container-releases-'));
  await cp(shared, releaseDir, { recursive: true });
  execFileSync('chmod', ['-R', 'a+rX', releaseDir]);
  const built = buildHostImage();
  const port = await freePort();
  const container = runHostContainer(
    built.image,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      NORSECRAFT_SITE_URL: `http://127.0.0.1:${port}`,
      NORSECRAFT_RELEASES: '/releases',
      NORSECRAFT_REMOTE_URLS: JSON.stringify(
        Object.fromEntries(Object.entries(remoteOrigins).map(([n, o]) => [n, `${o}/`])),
      ),
      PUBLIC_SUPABASE_URL: stackUrl,
      PUBLIC_SUPABASE_ANON_KEY: anonKey,
      ...E2E_HOST_ENV,
    },
    { [releaseDir]: '/releases' },
  );
  try {
    expect(built.user).toBe('node');
    // Only the host's bundle on top of Node.
    expect(built.addedBytes).toBeLessThan(2 * 1024 * 1024);
    await expect
      .poll(
        async () => (await rawGet(`http://127.0.0.1:${port}`, '/readyz').catch(() => null))?.status,
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
    expect(container.whoami()).toBe('1000');
    const page = await rawGet(`http://127.0.0.1:${port}`, '/rules');
    expect(page.status, container.logs()).toBe(200);
    expect(headingOf(page.body)).toBe('Server Rules');
  } finally {
    container.stop();
    built.remove();
    await rm(releaseDir, { recursive: true, force: true });
  }
});
