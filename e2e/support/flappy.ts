import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Steps of a jump's arc: -8 px/step up, 0.5 px/step² down, back at the same height after 32. */
const HOVER_STEPS = 32;
const STEP_MS = 1000 / 60;

/**
 * Opens Flappy Steve and plays a run that scores, deterministically: the course comes from the
 * seed (Math.random is fixed before the page loads) and the game's time from Playwright's clock,
 * so jumping every arc keeps Steve level through the first gap. Leaves the run over (Steve
 * falls after the pillar) with its score shown.
 */
export async function playScoringRun(page: Page): Promise<number> {
  await page.addInitScript(() => {
    // A seed whose first gap spans the height Steve hovers at.
    if (window === window.top) Math.random = () => 0.27;
  });
  await page.clock.install();
  await page.goto('/games/flappy-steve');
  const status = page.locator('#flappy-status');
  await expect(status).toContainText('to start');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const game = page.getByRole('application', { name: /Flappy Steve game/ });
  await game.focus();
  for (let jump = 0; jump < 8; jump += 1) {
    await page.keyboard.press('Space');
    await page.clock.runFor(HOVER_STEPS * STEP_MS);
  }
  await page.clock.runFor(5000);
  await expect(status).toContainText('Game over');
  return Number(await page.getByTestId('flappy-score').textContent());
}
