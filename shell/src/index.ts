import { inlineRegistry, requestRegistry } from './features/remotes/api/registry-request';
import { recordReactRenderers, type WithDevToolsHook } from './lib/dev-refresh-hook';
import { yieldToMain } from './lib/yield-to-main';

// Dropped from production builds (the condition is the constant false there).
if (process.env.NODE_ENV !== 'production') recordReactRenderers(window as WithDevToolsHook);

// The release registry comes inline with the page's HTML; without it (a page served without the
// HTML host), /remotes.json is fetched while the shared packages load, not after.
const registry = Promise.resolve(inlineRegistry() ?? requestRegistry());
/**
 * The async boundary lets the federation runtime negotiate shared singletons before React loads.
 * It starts in a task of its own, and the largest shared packages are evaluated one per task
 * before the shell's own code: on a slow phone, several shorter tasks instead of one long one
 * (a tap in between is answered, and each blocks less).
 */
async function boot() {
  for (const load of [
    () => import('react-dom/client'),
    () => import('styled-components'),
    () => import('@tanstack/react-query'),
    () => import('react-router-dom'),
    () => import('@norsecraft/shared'),
  ]) {
    await load();
    await yieldToMain();
  }
  const { start } = await import('./bootstrap');
  await start(registry);
}
setTimeout(() => void boot(), 0);
