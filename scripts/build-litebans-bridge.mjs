// `pnpm bridge:build`: the LiteBans bridge as one file for the game server
// (dist/litebans-bridge/litebans-bridge.mjs; README "LiteBans").
import { statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { buildLitebansBridge } from './lib/litebans/litebans-bundle.mjs';

const file = await buildLitebansBridge();
console.log(`${path.relative(repoRoot, file)}: ${(statSync(file).size / 1024).toFixed(0)} KiB`);
