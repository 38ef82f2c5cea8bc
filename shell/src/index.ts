import { inlineRegistry, requestRegistry } from './features/remotes/api/registry-request';

// The release registry comes inline with the page's HTML; without it (a page served without the
// release host), /remotes.json is fetched while the shared packages load, not after.
const registry = Promise.resolve(inlineRegistry() ?? requestRegistry());
// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(registry));
