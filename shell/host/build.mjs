// Bundles the host into dist/ (esbuild): the service (main.js), the programmatic API (index.js)
// and the render worker (render-worker.js), one file each, run by plain Node. TypeScript is
// checked by `pnpm typecheck`, not here. Packages from npm stay external; workspace code (the
// document contract, the site's header and compression modules) is bundled in.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    index: 'src/index.ts',
    'render-worker': 'src/render/worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  logLevel: 'warning',
  // Node built-ins only; the one workspace package is bundled (its document contract is plain TS).
  external: ['node:*'],
  banner: {
    // Bundled CommonJS helpers may call require (esbuild's ESM output has none of its own).
    js: "import { createRequire as __hostRequire } from 'node:module'; const require = __hostRequire(import.meta.url);",
  },
});
