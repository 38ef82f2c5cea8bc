import { test as plainTest, type Page } from '@playwright/test';
import {
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { APPS, distOf, repoRoot } from '../../scripts/lib/apps.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { ACCOUNTS, signInAs } from '../support/auth';
import { e2eEnv } from '../support/env';
import { expect, pageHeading, test } from '../support/fixtures';
import { siteRoutes } from '../support/site-routes';

/*
 * Issue 14, items 7–9: the served site's security headers, its Content-Security-Policy holding
 * on every route without breaking any, CORS on the remotes for the shell only, the static
 * server's path check, and no dev credentials in any production build.
 */

const ROUTES = siteRoutes();

/** Every remote's manifest URL, as the released site's registry (/remotes.json) gives it. */
async function remoteManifests(baseUrl: string): Promise<string[]> {
  const registry = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as {
    apps: Record<string, { entry?: string }>;
  };
  return Object.values(registry.apps).flatMap((app) =>
    app.entry ? [new URL(app.entry, `${baseUrl}/remotes.json`).href] : [],
  );
}

/** Records every CSP violation the page (top frame) reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function openLoaded(page: Page, route: string) {
  await page.goto(route);
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('status', { name: /^(Loading|Checking)/ })).toHaveCount(0);
}

async function openChatPanel(page: Page) {
  await page.getByRole('button', { name: 'Show community chat' }).click();
  await expect(page.getByTitle('Community chat widget')).toBeVisible();
  await page.getByRole('button', { name: 'Hide community chat' }).click();
}

test.describe('Content-Security-Policy', () => {
  // Every route in turn, in one page (a violation of a client-side navigation counts too).
  test.describe.configure({ timeout: 240_000 });

  test('no violation on any route, signed out (chat widget and map frames included)', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    for (const route of ROUTES.filter((r) => !r.guard)) await openLoaded(page, route.visit);
    await openChatPanel(page);
    await openLoaded(page, '/dynmap');
    await expect(page.locator('iframe')).toHaveCount(1);
    expect(violations).toEqual([]);
  });

  test('no violation on any route as an admin (every guarded page, the Supabase API)', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await signInAs(page, 'admin');
    for (const route of ROUTES) await openLoaded(page, route.visit);
    await openChatPanel(page);
    expect(violations).toEqual([]);
  });
});

test.describe('Content-Security-Policy against an attack', () => {
  // The refused script is reported on the console, as it should be.
  test.use({ allowedConsoleErrors: /Content Security Policy/ });

  test('an injected inline script is refused', async ({ page }) => {
    const violations = await watchViolations(page);
    await openLoaded(page, '/');
    // An inline script runs as it is inserted, or never.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toMatch(/script-src/);
  });
});

plainTest('the shell, the registry and every remote send the security headers', async () => {
  const { baseUrl, remoteOrigins, stackUrl } = e2eEnv();
  const manifests = await remoteManifests(baseUrl);
  expect(manifests).toHaveLength(Object.keys(remoteOrigins).length);
  const urls = [`${baseUrl}/`, `${baseUrl}/auction-house`, `${baseUrl}/remotes.json`];
  for (const url of [...urls, ...manifests]) {
    const res = await fetch(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
    expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain("object-src 'none'");
    expect(csp, url).toMatch(new RegExp(`connect-src [^;]*${stackUrl.replace(/[./]/g, '\\$&')}`));
    expect(csp, url).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  }
  // Every remote's origin may run scripts in the shell's page; nothing else outside it.
  const shellCsp = (await fetch(`${baseUrl}/`)).headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(shellCsp)?.[1]?.split(' ') ?? [];
  expect(scriptSrc.filter((source) => /^https?:/.test(source)).sort()).toEqual(
    [new URL(baseUrl).origin, ...Object.values(remoteOrigins)].sort(),
  );
});

plainTest("remotes allow CORS from the shell's origin only", async () => {
  const { baseUrl } = e2eEnv();
  const shellOrigin = new URL(baseUrl).origin;
  for (const manifest of await remoteManifests(baseUrl)) {
    const fromShell = await fetch(manifest, { headers: { origin: shellOrigin } });
    expect(fromShell.headers.get('access-control-allow-origin')).toBe(shellOrigin);
    const fromElsewhere = await fetch(manifest, { headers: { origin: 'https://evil.example' } });
    expect(fromElsewhere.status).toBe(200);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    // Cached answers vary by who asks (and by the encoding the host compressed with).
    expect(fromElsewhere.headers.get('vary')?.split(/,\s*/)).toContain('Origin');
  }
});

/** A raw GET with the path exactly as given (fetch would normalise it). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

plainTest('the static server never serves a sibling folder that shares its name', async () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'static-root-'));
  const root = path.join(parent, 'dist');
  mkdirSync(root);
  mkdirSync(path.join(parent, 'dist-private'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>ok</title>');
  writeFileSync(path.join(parent, 'dist-private', 'secret.txt'), 'the secret');
  const server = await serveStatic({ root, port: 0, spa: true });
  try {
    for (const attack of [
      '/..%2fdist-private/secret.txt',
      '/..%2f..%2fdist-private/secret.txt',
      '/%2e%2e%2fdist-private%2fsecret.txt',
      '/..%5cdist-private%5csecret.txt',
    ]) {
      const answer = await rawGet(server.url, attack);
      expect({ attack, leaked: answer.body.includes('the secret') }).toEqual({
        attack,
        leaked: false,
      });
      expect([403, 404], attack).toContain(answer.status);
    }
    expect((await rawGet(server.url, '/index.html')).status).toBe(200);
  } finally {
    await server.close();
    rmSync(parent, { recursive: true, force: true });
  }
});

plainTest('no production build carries the dev accounts’ e-mails or password', () => {
  const files = APPS.flatMap((app) => walk(distOf(app)));
  expect(files.length).toBeGreaterThan(0);
  const secrets = [ACCOUNTS.admin.email, ACCOUNTS.member.email, ACCOUNTS.member.password];
  const found = files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return secrets
      .filter((secret) => text.includes(secret))
      .map((secret) => `${secret} in ${file}`);
  });
  expect(found).toEqual([]);
});

plainTest('no production build carries the folder it was built in', () => {
  const found = APPS.flatMap((app) => walk(distOf(app))).filter((file) =>
    readFileSync(file, 'latin1').includes(repoRoot),
  );
  expect(found).toEqual([]);
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
