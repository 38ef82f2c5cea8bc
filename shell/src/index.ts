import { fetchRegistry } from './features/remotes/api/registry';

// The release registry (/remotes.json) is fetched while the shared packages load, not after.
const registry = fetchRegistry();
// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(registry));
