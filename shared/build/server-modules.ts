// What an app's server build (create-app-config.ts, environment `server`) tells the HTML host
// about its modules. Module ids are source paths (`moduleIds: 'named'`).

declare const __webpack_modules__: Record<string, unknown>;
declare const __webpack_require__: (id: string) => unknown;

/**
 * The ids of the modules evaluated so far. The host diffs it around a page's render to learn
 * which code the page needs, and preloads the browser chunks holding it (the browser build's
 * `page-chunks.json`).
 */
export const evaluatedModules = (): string[] => Object.keys(require.cache);

/**
 * Evaluates every module of the app's own source (not its packages), in id order. The host calls
 * it once per worker before any render: styled-components names components and orders their
 * rules by the order they are created in, so creating them all in one order makes every worker
 * of every instance write the same HTML for the same page. A module that throws here is left for
 * the render that needs it to report.
 */
export function evaluateAllModules(): void {
  for (const id of Object.keys(__webpack_modules__).sort()) {
    if (id.includes('node_modules') || !id.startsWith('.')) continue;
    try {
      __webpack_require__(id);
    } catch {
      // Reported by the render that needs it.
    }
  }
}
