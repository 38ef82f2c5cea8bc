// @norsecraft/game-server: a game server for the test suite (jest and Playwright), our plugin
// that talks to the site's game bridge, and a player client. README "Game server in the test suite".
export type { GameItem, GamePlayer, GamePlugin, GameWorld, NuVotifierVote } from './plugin-api';
export {
  GAME_VERSION,
  startGameServer,
  type GameServer,
  type GameServerOptions,
} from './server/game-server';
export { offlinePlayerUuid } from './server/offline-uuid';
export type { TestWorld } from './server/world';
export { createBridgePlugin, type BridgePlugin } from './plugin/bridge-plugin';
export type { BridgeAnswer, BridgeClientOptions } from './plugin/bridge-client';
export { joinGame, type TestPlayer } from './player/test-player';
