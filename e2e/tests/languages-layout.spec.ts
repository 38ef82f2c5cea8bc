import { signInAs } from '../support/auth';
import { openLoaded, test } from '../support/fixtures';
import {
  expectGoodLayoutAtEverySize,
  expectNoHorizontalScroll,
  SWEEP_HEIGHT,
  SWEEP_WIDTHS,
} from '../support/layout-check';
import { siteRoutes } from '../support/site-routes';

/*
 * The layout sweep in Swedish (issue 40): Swedish words are longer ("Auktionshuset",
 * "Bestraffningar", compound words that do not break), so every route of the remotes' page
 * manifests is loaded again under /sv and checked at the six widths from 360 to 1920 px and on
 * the laptop: nothing outside the viewport, no text overflowing its box, no floating control
 * over a focusable one (support/layout-check.ts). The theme does not change a word's length:
 * the English sweeps (route-sweep.spec.ts, layout.spec.ts) cover both themes.
 */

const swedish = (path: string) => (path === '/' ? '/sv' : `/sv${path}`);
const routes = siteRoutes();
const publicPaths = [
  ...routes.filter((route) => !route.guard).map((route) => route.visit),
  '/no-such-page',
];
const signedInPaths = routes.filter((route) => route.guard).map((route) => route.visit);

for (const path of publicPaths) {
  test(`${swedish(path)} fits at every width, signed out`, async ({ page }) => {
    await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: SWEEP_HEIGHT });
    await openLoaded(page, swedish(path));
    await expectNoHorizontalScroll(page, swedish(path));
    await expectGoodLayoutAtEverySize(page, swedish(path));
  });
}

test('the member and admin routes fit at every width in Swedish', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'admin');
  for (const path of signedInPaths) {
    await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: SWEEP_HEIGHT });
    await openLoaded(page, swedish(path));
    await expectGoodLayoutAtEverySize(page, swedish(path));
  }
});
