import {
  createBridgePlugin,
  startGameServer,
  type BridgeAnswer,
  type BridgePlugin,
  type GameServer,
} from '@norsecraft/game-server';
import { test as base } from './fixtures';
import { startPrivateSite } from './private-site';
import { startPrivateStack } from './private-stack';

/**
 * The site on a stack of its own without the dev seed (its players, votes and wallets are the
 * file's only), with the test suite's game server running our bridge plugin.
 */
export interface GameSite {
  url: string;
  stackUrl: string;
  serviceRoleKey: string;
  superuserDbUrl: string;
  game: GameServer;
  plugin: BridgePlugin;
  /** Every answer the bridge gave the plugin, oldest first. */
  answers: BridgeAnswer[];
}

/** Tests against a GameSite of the worker's own; `baseURL` is its site. */
export const test = base.extend<object, { site: GameSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const stack = await startPrivateStack({ seed: false });
      const site = await startPrivateSite(stack);
      const answers: BridgeAnswer[] = [];
      const plugin = createBridgePlugin({
        url: `${stack.stackUrl}/functions/v1/game-bridge`,
        key: stack.gameBridgeKey,
        onAnswer: (answer) => answers.push(answer),
      });
      const game = await startGameServer({ plugins: [plugin] });
      await provide({ ...stack, url: site.url, game, plugin, answers });
      await game.stop();
      await site.close();
      await stack.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
});
