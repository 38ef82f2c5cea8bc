import { loadWebFonts } from '@norsecraft/shared/fonts';
import { fetchRemoteConfig } from './features/remotes/api/remote-config';

// /remotes.json and the fonts are fetched while the shared packages load, not after: the fonts
// are ready by the first render, so no text is redrawn in another face (no layout shift).
loadWebFonts();
const config = fetchRemoteConfig();
// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(config));
