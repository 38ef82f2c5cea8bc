/* global history, dispatchEvent, PopStateEvent */ // (open() routes inside the page)
// Shared set-up of the games benchmarks: an in-memory local stack, the built mfe-games served
// standalone (its dev harness gives the same providers as the shell) and headless Chromium.
// Needs `pnpm --filter mfe-games build` first.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distOf, REMOTES, runtimeEnvScript } from '../../scripts/lib/apps.mjs';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { launchChromium } from '../../scripts/lib/chromium.mjs';

export async function openGamesPage({ deviceScaleFactor = 1 } = {}) {
  const games = REMOTES.find((remote) => remote.name === 'mfe_games');
  if (!existsSync(path.join(distOf(games), 'index.html'))) {
    throw new Error('mfe-games is not built: run `pnpm --filter mfe-games build` first');
  }
  const stack = await startLocalStack({
    port: 0,
    memory: true,
    reuse: false,
    rateLimits: false,
  });
  const server = await serveStatic({
    root: distOf(games),
    port: 0,
    spa: true,
    headHtml: runtimeEnvScript({ supabaseUrl: stack.url, supabaseAnonKey: stack.anonKey }),
  });
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor });
  const errors = [];
  // The standalone page has no favicon; that 404 is not the games' doing.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    errors,
    /**
     * Opens `pathname`. The standalone build references its scripts relatively (assetPrefix
     * 'auto', needed for federation), so it is loaded at / and routed client-side from there.
     */
    async open(pathname) {
      await page.goto(`${server.url}/`);
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, pathname);
    },
    async close() {
      await browser.close();
      await server.close();
      await stack.stop();
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const ms = (value) => `${value.toFixed(3)} ms`;
