// `pnpm bridge:litebans`: the LiteBans bridge run from a checkout (the game server runs the
// bundled file instead: `pnpm bridge:build`, README "LiteBans"). Options: `--help`, or
// scripts/lib/litebans/litebans-cli.mjs. Without a bridge URL and key it uses the local stack
// `pnpm start` runs on this machine.
import { runBridgeCli } from './lib/litebans/litebans-cli.mjs';
import { localStackStatus } from './lib/stack.mjs';

process.exitCode = await runBridgeCli({
  fallbackBridge: () => {
    const local = localStackStatus();
    return local && { url: `${local.url}/functions/v1/game-bridge`, key: local.gameBridgeKey };
  },
});
