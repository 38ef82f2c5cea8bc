import { fetchRemoteConfig } from './features/remotes/api/remote-config';

// /remotes.json is fetched while the shared packages load, not after.
const config = fetchRemoteConfig();
// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(config));
