import { joinGame, startGameServer, type GameServer } from '@norsecraft/game-server';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import { expect, test as base } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';

/*
 * The game server's status (issue 17): the server-status function asks the game server with the
 * game's Server List Ping (the test suite's game server, @norsecraft/game-server) and the site
 * shows the answer in the footer of every page and beside the address on the landing page. A
 * private stack points the function at this file's game server, without the function's cache,
 * so a player joining, or the server stopping, shows at the next page load.
 */

const test = base.extend<object, { game: GameServer; siteUrl: string }>({
  game: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const game = await startGameServer({ playersMax: 20 });
      await provide(game);
      await game.stop().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
  siteUrl: [
    async ({ game }, provide) => {
      const stack = await startLocalStack({
        port: 0,
        memory: true,
        reuse: false,
        rateLimits: false,
        env: { GAME_SERVER_ADDRESS: game.address, SERVER_STATUS_CACHE_SECONDS: '0' },
      });
      const site = await startPrivateSite({ stackUrl: stack.url, anonKey: stack.anonKey });
      await provide(site.url);
      await site.close();
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ siteUrl }, provide) => provide(siteUrl),
});

test.describe.configure({ mode: 'default' });

const footerStatus = (page: import('@playwright/test').Page) =>
  page.getByRole('contentinfo').getByTestId('server-status');

test('shows the players online beside the address and in the footer, then Offline once stopped', async ({
  page,
  game,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Norsecraft' });
  await expect(hero.getByTestId('server-status')).toHaveText('Game server: Online · 0/20');
  await expect(footerStatus(page)).toHaveText('Game server: Online · 0/20');

  const player = await joinGame(game, 'Sif_Goldhair');
  await page.goto('/rules');
  await expect(footerStatus(page)).toHaveText('Game server: Online · 1/20');
  await player.quit();

  await game.stop();
  await page.goto('/');
  await expect(hero.getByTestId('server-status')).toHaveText('Game server: Offline');
  await expect(footerStatus(page)).toHaveText('Game server: Offline');
});
