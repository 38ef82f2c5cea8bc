// Linking a game account (issue 38, target ≤ 2 s): from `/link <code>` typed in game chat to the
// member's open settings page showing "✓ Verified in game" — the test suite's game server with
// our bridge plugin, a mineflayer player, the production build in Chromium, the link arriving over
// Realtime (no reload). Split into the game's side (typed → the bridge answered the plugin) and the
// site's (answered → shown). Median and p95 of RUNS links, each a new member and a new player.
// Figures only; nothing is asserted. Run: node bench/link-time.mjs (LINK_RUNS=20 for more).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { startLocalStack } from '../scripts/lib/stack.mjs';
import { newMemberToken, percentile } from './lib/api-stack.mjs';
import { median, printTable, writeResults } from './lib/report.mjs';
import { blockOutsideHosts, startSite } from './lib/site.mjs';

const RUNS = Number(process.env.LINK_RUNS) || 10;
const PASSWORD = 'Bench-Pass1';

const { createBridgePlugin, joinGame, startGameServer } = await tsImport(
  '../tools/game-server/src/index.ts',
  import.meta.url,
);

const stack = await startLocalStack({ port: 0, memory: true, reuse: false, rateLimits: false });
const site = await startSite({ stack });
/** When the bridge answered each `/links` the plugin sent, by the code sent. */
const answered = new Map();
const plugin = createBridgePlugin({
  url: `${stack.url}/functions/v1/game-bridge`,
  key: stack.gameBridgeKey,
  onAnswer: (answer) => {
    if (answer.path === '/links') answered.set(answer.request.code, performance.now());
  },
});
const game = await startGameServer({ plugins: [plugin] });
const browser = await launchChromium();
const run = Date.now().toString(36).slice(-4);
const links = [];

try {
  for (let i = 0; i < RUNS; i += 1) {
    const name = `Link_${run}_${i}`;
    const email = `bench-link-${run}-${i}@bench.test`;
    await newMemberToken(
      { url: stack.url, anonKey: stack.anonKey, serviceRoleKey: stack.serviceRoleKey },
      email,
      PASSWORD,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await blockOutsideHosts(context);
    const page = await context.newPage();
    await page.goto(`${site.url}/login`);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/members$/);
    await page.goto(`${site.url}/settings`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const section = page.getByRole('region', { name: 'Game account' });
    await section.getByLabel('Minecraft username').fill(name);
    await section.getByRole('button', { name: 'Get a link code' }).click();
    const command = (await section.getByLabel('Command to type in game').textContent()).trim();
    const player = await joinGame(game, name);
    await game.settled();

    const typed = performance.now();
    player.say(command);
    await section.getByText('✓ Verified in game').waitFor({ timeout: 30_000 });
    const shown = performance.now();
    const answer = answered.get(command.split(' ')[1]);
    links.push({
      totalMs: shown - typed,
      gameMs: answer === undefined ? NaN : answer - typed,
      siteMs: answer === undefined ? NaN : shown - answer,
    });
    await player.quit();
    await context.close();
  }
} finally {
  await browser.close();
  await game.stop();
  await site.close();
  await stack.stop();
}

const figure = (key) => {
  const values = links.map((link) => link[key]).sort((a, b) => a - b);
  return { median: Math.round(median(values)), p95: Math.round(percentile(values, 95)) };
};
const result = {
  runs: RUNS,
  loadAverage: os.loadavg()[0],
  typedToVerified: figure('totalMs'),
  typedToBridgeAnswer: figure('gameMs'),
  bridgeAnswerToVerified: figure('siteMs'),
  targetMs: 2000,
  links: links.map((link) =>
    Object.fromEntries(Object.entries(link).map(([k, v]) => [k, Math.round(v)])),
  ),
};
printTable(
  [
    { step: 'typed in game → verified in settings', ...result.typedToVerified, target: 2000 },
    { step: 'typed in game → bridge answered', ...result.typedToBridgeAnswer },
    { step: 'bridge answered → verified in settings', ...result.bridgeAnswerToVerified },
  ],
  ['step', 'median', 'p95', 'target'],
);
writeResults('link-time', result);
