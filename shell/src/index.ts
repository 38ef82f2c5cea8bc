import { requestRegistry } from './features/remotes/api/registry-request';

// The release registry (/remotes.json) is fetched while the shared packages load, not after.
const registry = requestRegistry();
// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(registry));
