import { loadWebFonts } from '@norsecraft/shared/fonts';
import { inlineRegistry, requestRegistry } from './features/remotes/api/registry-request';

// The fonts start loading while the shared packages load, not after: they are ready by the first
// render, so no text is redrawn in another face. The release registry comes inline with the
// page's HTML; without it (a page served without the release host), /remotes.json is fetched.
loadWebFonts();
const registry = Promise.resolve(inlineRegistry() ?? requestRegistry());
// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(registry));
