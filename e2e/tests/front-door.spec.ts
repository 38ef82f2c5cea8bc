import http from 'node:http';
import { findApp } from '../../scripts/lib/apps.mjs';
import { releasePatchedServerBuild, wrapRoutes } from '../../scripts/lib/test-releases.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { spawnHost } from '../../scripts/lib/host.mjs';
import { dirTarget } from '../../scripts/lib/release/dir-target.mjs';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { E2E_HOST_ENV, e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';
import { headingOf, rawGet, rootOf, startRoundRobinProxy } from '../support/front-door';
import { startPrivateSite } from '../support/private-site';

/*
 * The front door (issue 27): the HTML host as an isolated, stateless service. Page documents
 * that data cannot rewrite, statuses for unknown and malformed paths, several instances behind
 * a load balancer, graceful shutdown, workers without the host's environment, and the static
 * copy a release writes. The stall, Storage outages and shell releases: front-door-release.spec.ts.
 */

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** One document: one doctype, one head, one title inside it. */
function expectOneDocument(html: string) {
  expect(count(html, /<!doctype html>/gi)).toBe(1);
  expect(count(html, /<head>/g)).toBe(1);
  expect(count(html, /<\/head>/g)).toBe(1);
  expect(count(html, /<title>/g)).toBe(1);
  expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
}

test.describe('data that looks like code', () => {
  // A listing whose seller and description are what a hostile member could choose.
  const seller = "Eve$`Odin$'Thor$&Loki$$";
  const description =
    'Fine blade</script><script>window.__pwned=1</script>\u2028line\u2029end <!--';
  let site: Awaited<ReturnType<typeof startPrivateSite>>;
  let stack: Awaited<ReturnType<typeof startLocalStack>>;

  test.beforeAll(async () => {
    // A stack of its own (migrated and seeded) and a site on it: minutes on a busy machine.
    test.setTimeout(300_000);
    stack = await startLocalStack({ port: 0, memory: true, reuse: false, rateLimits: false });
    const response = await fetch(`${stack.url}/rest/v1/auction_listings`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey!,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        item: 'Blade of Patterns',
        seller,
        starting_bid: 100,
        current_bid: 100,
        end_time: new Date(Date.now() + 86_400_000).toISOString(),
        rarity: 'Epic',
        description,
      }),
    });
    expect(response.status).toBe(201);
    // Players named like the patterns of the paths below: their histories are pages (a name the
    // record has never had is a 404, which names no path).
    const punished = await fetch(`${stack.url}/rest/v1/punishments`, {
      method: 'POST',
      headers: {
        apikey: stack.serviceRoleKey!,
        authorization: `Bearer ${stack.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(
        ['a$`b', "a$'b", '$&$$'].map((player_name) => ({
          player_name,
          type: 'warn',
          reason: 'Patterns in chat',
          staff_name: 'Console',
        })),
      ),
    });
    expect(punished.status).toBe(201);
    site = await startPrivateSite({ stackUrl: stack.url, anonKey: stack.anonKey! });
  });
  test.afterAll(async () => {
    await site?.close();
    await stack?.stop();
  });

  test("a username with $` $' $& on a page sent with its data: one document, the name as text", async () => {
    const asText = seller.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    // Rendered with the data once the data answers in time (else with its loading state, and
    // rendered again a moment later).
    let html = '';
    await expect
      .poll(async () => rootOf((html = (await rawGet(site.url, '/auction-house')).body)), {
        timeout: 120_000,
      })
      .toContain(asText);
    expectOneDocument(html);
    expect(headingOf(html)).toBe('Auction House');
    const state =
      /<script id="norsecraft-query-state" type="application\/json">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
    expect(JSON.stringify(JSON.parse(state!))).toContain(JSON.stringify(seller));
  });

  test('</script> and U+2028 in data stay data: no script runs, the listing shows as typed', async ({
    page,
  }) => {
    let state = '';
    await expect
      .poll(
        async () =>
          (state =
            /<script id="norsecraft-query-state"[^>]*>(.*?)<\/script>/s.exec(
              (await rawGet(site.url, '/auction-house')).body,
            )?.[1] ?? ''),
        { timeout: 120_000 },
      )
      .toContain('Blade of Patterns');
    // The data block holds no closing tag or line separator of its own.
    expect(state).not.toMatch(/<\/script|<!--|\u2028|\u2029/);
    expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(description));
    await page.goto(`${site.url}/auction-house`);
    await expect(pageHeading(page)).toHaveText('Auction House');
    await expect(page.getByText('Blade of Patterns').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBe(
      undefined,
    );
  });

  test('$ patterns in a path: one document, the path escaped where it appears', async () => {
    for (const path of ['/punishments/a$%60b', "/punishments/a$'b", '/punishments/$&$$']) {
      const response = await rawGet(site.url, path);
      expect(response.status, path).toBe(200);
      expectOneDocument(response.body);
      expect(response.body).toContain(
        `<link rel="canonical" href="${site.url}${path.replace(/'/g, '&#39;').replace(/&(?!#)/g, '&amp;')}" />`,
      );
    }
  });
});

test('an unknown path answers 404 with the 404 page, one document for every unknown path', async () => {
  const { baseUrl } = e2eEnv();
  const first = await rawGet(baseUrl, '/no-such-page');
  const second = await rawGet(baseUrl, '/also/not/here');
  expect(first.status).toBe(404);
  expect(second.status).toBe(404);
  expect(headingOf(first.body)).toBe('Page Not Found');
  expect(second.body).toBe(first.body);
});

test('malformed paths answer 400 or 404, never 500, and the site keeps serving', async () => {
  const { baseUrl } = e2eEnv();
  const answers: Record<string, number> = {};
  for (const path of [
    '/punishments/%',
    '/punishments/%E0%A4%A',
    '/%',
    '/static/%zz.js',
    '/a%00b',
    '/a%0d%0aSet-Cookie:%20x=1',
    '/static/..%2f..%2fserver/render.cjs',
    '/static/%2e%2e/%2e%2e/server/render.cjs',
    '/server/render.cjs',
    '/release.json',
    '/mf-stats.json',
    '//evil.example/x',
    `/${'a'.repeat(5000)}`,
  ]) {
    answers[path.slice(0, 60)] = (await rawGet(baseUrl, path)).status;
  }
  for (const [path, status] of Object.entries(answers)) expect([400, 404], path).toContain(status);
  expect((await rawGet(baseUrl, '/rules')).status).toBe(200);
  // A person who followed a broken link reads a sentence, not the parser's words.
  const broken = await rawGet(baseUrl, '/punishments/%E0%A4%A');
  expect(broken.body).toContain('<h1>This address is not valid</h1>');
  expect(broken.body).not.toMatch(/URI|malformed|percent-encoding/i);
});

test("a remote's server code sees none of the host's environment", async () => {
  // A private copy of the releases and a host of its own: minutes on a busy machine.
  test.setTimeout(240_000);
  const site = await startPrivateSite({
    ownReleases: true,
    hostEnv: { NORSECRAFT_PROBE_SECRET: 'hunter2-the-host-secret' },
  });
  try {
    await releasePatchedServerBuild(
      dirTarget(site.releaseDir),
      findApp('mfe-info'),
      wrapRoutes(
        `if (pathname === '/punishments/env-probe') return React.createElement('main', null, React.createElement('h1', null, 'Probe'), React.createElement('pre', { id: 'env' }, JSON.stringify(process.env)));`,
      ),
      { label: 'env-probe' },
    );
    const html = (await rawGet(site.url, '/punishments/env-probe')).body;
    expect(headingOf(html)).toBe('Probe');
    expect(/<pre id="env">(.*?)<\/pre>/.exec(html)?.[1]).toBe('{}');
    expect(html).not.toContain('hunter2');
  } finally {
    await site.close();
  }
});

/** A page sent with its data says when each instance read it: the only bytes that may differ. */
const withoutReadTimes = (html: string) =>
  html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');

test('two instances behind a load balancer serve the same bytes for the same registry state', async () => {
  test.setTimeout(240_000);
  const { releaseDir, remoteOrigins, stackUrl, anonKey } = e2eEnv();
  const upstreams: string[] = [];
  const proxy = await startRoundRobinProxy(upstreams);
  const instances = await Promise.all(
    [0, 1].map(async () => {
      const port = await freePort();
      upstreams.push(`http://127.0.0.1:${port}`);
      return spawnHost({
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          NORSECRAFT_SITE_URL: proxy.url,
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
      });
    }),
  );
  try {
    // A client that writes its own X-Forwarded-For, as anyone can.
    const forged = { 'X-Forwarded-For': '203.0.113.66' };
    for (const path of [
      '/',
      '/rules',
      '/votes',
      '/no-such-page',
      '/remotes.json',
      '/sitemap.xml',
    ]) {
      const [a, b] = [await rawGet(proxy.url, path, forged), await rawGet(proxy.url, path, forged)];
      expect(a.status, path).toBe(b.status);
      expect(withoutReadTimes(a.body), path).toBe(withoutReadTimes(b.body));
      expect(a.headers['content-security-policy']).toBe(b.headers['content-security-policy']);
    }
    expect((await rawGet(proxy.url, '/rules')).body).toContain(
      `<link rel="canonical" href="${proxy.url}/rules" />`,
    );
    // Both answered, and each logged the client the proxy named (the address it appended, not
    // the one the client wrote) and its scheme.
    for (const instance of instances) {
      const requests = instance.logs().filter((line) => line.method === 'GET');
      expect(requests.length).toBeGreaterThanOrEqual(5);
      for (const request of requests) {
        expect(request).toMatchObject({ client: '127.0.0.1', proto: 'https' });
      }
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy.close();
  }
});

test('SIGTERM: the host stops accepting, finishes the requests in flight and exits', async () => {
  const { releaseDir } = e2eEnv();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const host = await spawnHost({
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NORSECRAFT_SITE_URL: url,
      NORSECRAFT_RELEASES: releaseDir,
      // One worker: the renders queue, so most are still in flight when the signal comes.
      RENDER_WORKERS: '1',
      RENDER_BUDGET_MS: '10000',
      SHUTDOWN_GRACE_MS: '60000',
    },
  });
  const paths = Array.from({ length: 12 }, (_, i) => `/punishments/in-flight-${i}`);
  const answers = paths.map((path) => rawGet(url, path));
  await Promise.race(answers);
  await host.stop('SIGTERM');
  const settled = await Promise.all(answers);
  expect(settled.map((answer) => answer.status)).toEqual(paths.map(() => 200));
  expect(settled.map((answer) => headingOf(answer.body))).not.toContain(null);
  expect(await host.exited).toBe(0);
  await expect(rawGet(url, '/rules')).rejects.toThrow(/ECONNREFUSED/);
  const events = host.logs().map((line) => line.event ?? line.path);
  expect(events.indexOf('draining')).toBeLessThan(events.indexOf('stopped'));
  expect(
    events.filter((event) => String(event).startsWith('/punishments/in-flight-')),
  ).toHaveLength(12);
});

/**
 * A GET on a kept-alive connection of `agent` (its socket's errors noted): the answer, and
 * `sent` once the request is written out.
 */
function keptAliveRequest(agent: http.Agent, url: string, path: string, socketErrors: string[]) {
  let sent!: Promise<void>;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get(`${url}${path}`, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('socket', (socket) => {
      if (!socket.listenerCount('error')) {
        socket.on('error', (error: Error) => socketErrors.push(`${path}: ${error.message}`));
      }
    });
    req.on('error', (error) => {
      socketErrors.push(`${path}: ${error.message}`);
      reject(error);
    });
    sent = new Promise((resolve) => req.once('finish', resolve));
  });
  return { answer, sent };
}

const keptAliveGet = (agent: http.Agent, url: string, path: string, socketErrors: string[]) =>
  keptAliveRequest(agent, url, path, socketErrors).answer;

test('SIGTERM drains as a load balancer expects: /readyz 503 while kept-alive connections are served, every request answered, none reset', async () => {
  const { releaseDir } = e2eEnv();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const host = await spawnHost({
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NORSECRAFT_SITE_URL: url,
      NORSECRAFT_RELEASES: releaseDir,
      // One worker: the renders queue, so most are still in flight when the signal comes.
      RENDER_WORKERS: '1',
      RENDER_BUDGET_MS: '10000',
      SHUTDOWN_DELAY_MS: '5000',
      SHUTDOWN_GRACE_MS: '60000',
    },
  });
  // A load balancer's kept-alive connections: each opened once, then reused.
  const pages = new http.Agent({ keepAlive: true, maxSockets: 12 });
  const spare = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const socketErrors: string[] = [];
  try {
    await Promise.all(
      Array.from({ length: 12 }, () => keptAliveGet(pages, url, '/healthz', socketErrors)),
    );
    await keptAliveGet(spare, url, '/healthz', socketErrors);
    expect(pages.freeSockets[`127.0.0.1:${port}:`]).toHaveLength(12);

    // Twelve renders sent on those connections, then the signal.
    const paths = Array.from({ length: 12 }, (_, i) => `/punishments/draining-${i}`);
    const requests = paths.map((path) => keptAliveRequest(pages, url, path, socketErrors));
    await Promise.all(requests.map((request) => request.sent));
    const answers = requests.map((request) => request.answer);
    process.kill(host.process.pid!, 'SIGTERM');

    // Not ready (a new connection, as a health check makes), and still serving: a page on a
    // connection kept alive from before.
    await expect
      .poll(async () => (await rawGet(url, '/readyz')).status, { intervals: [50] })
      .toBe(503);
    expect((await rawGet(url, '/readyz')).body).toBe('shutting down\n');
    const duringDelay = await keptAliveGet(spare, url, '/rules', socketErrors);
    expect(duringDelay.status).toBe(200);
    expect(headingOf(duringDelay.body)).toBe('Server Rules');

    const settled = await Promise.all(answers);
    expect(settled.map((answer) => answer.status)).toEqual(paths.map(() => 200));
    expect(settled.map((answer) => headingOf(answer.body))).not.toContain(null);
    expect(await host.exited).toBe(0);
    expect(socketErrors).toEqual([]);
    await expect(rawGet(url, '/rules')).rejects.toThrow(/ECONNREFUSED/);
    const events = host.logs().map((line) => line.event);
    expect(events.indexOf('draining')).toBeLessThan(events.indexOf('stopping-accepting'));
    expect(events.indexOf('stopping-accepting')).toBeLessThan(events.indexOf('stopped'));
  } finally {
    pages.destroy();
    spare.destroy();
    await host.stop();
  }
});

test('readiness: /healthz while the process runs, /readyz once a registry is loaded', async () => {
  const { baseUrl } = e2eEnv();
  expect((await rawGet(baseUrl, '/healthz')).status).toBe(200);
  expect((await rawGet(baseUrl, '/readyz')).status).toBe(200);
});

test.describe('the static copy a release writes', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource/ });

  test('a plain static host serves /rules with its content, the sitemap and a registry that resolves there', async ({
    page,
  }) => {
    const { releaseDir } = e2eEnv();
    // No host: files as they are, as any static host or CDN would serve the release directory.
    const staticHost = await serveStatic({ root: releaseDir });
    try {
      const html = (await rawGet(staticHost.url, '/rules/')).body;
      expect(headingOf(html)).toBe('Server Rules');
      expect(html).toContain('<meta name="description" content="Keep the realm fair');
      const registry = JSON.parse((await rawGet(staticHost.url, '/remotes.json')).body) as {
        apps: Record<string, { entry?: string }>;
      };
      expect(registry.apps.mfe_info!.entry).toMatch(/^\/mfe-info\/[^/]+\/mf-manifest\.json$/);
      expect((await rawGet(staticHost.url, '/sitemap.xml')).body).toContain('/rules</loc>');
      expect((await rawGet(staticHost.url, '/_headers')).body).toContain(
        'Content-Security-Policy:',
      );
      expect((await rawGet(staticHost.url, '/_redirects')).body).toContain(
        '/punishments/:player /app.html 200',
      );
      await page.goto(`${staticHost.url}/rules/`);
      await expect(pageHeading(page)).toHaveText('Server Rules');
      // The shell takes over from the copy's own files and moves on in the browser.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Votes' })
        .click();
      await expect(pageHeading(page)).toHaveText(/vote/i);
    } finally {
      await staticHost.close();
    }
  });
});
