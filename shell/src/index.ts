import { loadWebFonts } from '@norsecraft/shared/fonts';
import { requestRegistry } from './features/remotes/api/registry-request';

// The release registry (/remotes.json) and the fonts are fetched while the shared packages load,
// not after: the fonts are ready by the first render, so no text is redrawn in another face.
loadWebFonts();
const registry = requestRegistry();
// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(registry));
