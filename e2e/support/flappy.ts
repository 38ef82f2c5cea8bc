import type { Page } from '@playwright/test';
import { expect, pageHydrated } from './fixtures';

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
  await openWithPausedClock(page);
  const status = page.locator('#flappy-status');
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

/**
 * Opens Flappy Steve on its start screen with the page's clock paused: the game moves only when
 * the test runs the clock, however busy the machine is.
 */
export async function openWithPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/games/flappy-steve');
  await expect(page.locator('#flappy-status')).toContainText('to start');
  await pageHydrated(page);
  await pauseClockSoon(page);
}

/**
 * Pauses the page's clock a moment ahead. On a busy machine the page's time can pass the target
 * before the call arrives ("Cannot fast-forward to the past"): then it aims further ahead.
 */
async function pauseClockSoon(page: Page) {
  for (let ahead = 1000; ; ahead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      if (ahead >= 32_000 || !String(error).includes('to the past')) throw error;
    }
  }
}
