// The LiteBans bridge as one file that needs only Node (its database drivers bundled in), for
// the game server (README "LiteBans"; the systemd units and cron line in deploy/litebans-bridge/).
import { build } from 'esbuild';
import path from 'node:path';
import { repoRoot } from '../apps.mjs';

export const BRIDGE_BUNDLE = path.join(repoRoot, 'dist/litebans-bridge/litebans-bridge.mjs');

/** Bundles scripts/lib/litebans/litebans-bridge-main.mjs into BRIDGE_BUNDLE; returns its path. */
export async function buildLitebansBridge() {
  await build({
    entryPoints: [path.join(repoRoot, 'scripts/lib/litebans/litebans-bridge-main.mjs')],
    outfile: BRIDGE_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'eof',
    logLevel: 'warning',
    // pg's optional native binding and Cloudflare socket are never used by the bridge.
    external: ['pg-native', 'cloudflare:sockets'],
    banner: {
      // mysql2 and pg are CommonJS: their require of Node's modules needs one in ESM output.
      js: "#!/usr/bin/env node\nimport { createRequire as __bridgeRequire } from 'node:module'; const require = __bridgeRequire(import.meta.url);",
    },
  });
  return BRIDGE_BUNDLE;
}
