import { inlineRegistry, requestRegistry } from './features/remotes/api/registry-request';
import { recordReactRenderers, type WithDevToolsHook } from './lib/dev-refresh-hook';

// Dropped from production builds (the condition is the constant false there).
if (process.env.NODE_ENV !== 'production') recordReactRenderers(window as WithDevToolsHook);

// The release registry comes inline with the page's HTML; without it (a page served without the
// HTML host), /remotes.json is fetched while the shared packages load, not after.
const registry = Promise.resolve(inlineRegistry() ?? requestRegistry());
// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// It starts in a task of its own: evaluating the runtime and asking for the shared packages are
// two shorter tasks instead of one long one on a slow phone (a tap in between is answered).
setTimeout(() => void import('./bootstrap').then(({ start }) => start(registry)), 0);
