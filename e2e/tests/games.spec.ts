import type { Page } from '@playwright/test';
import { createAccount, signInAs } from '../support/auth';
import { e2eEnv } from '../support/env';
import { openWithPausedClock, playScoringRun } from '../support/flappy';
import { expect, pageHeading, test } from '../support/fixtures';
import { expectNoticeClearOf, noticeSaying } from '../support/notices';

/*
 * Mini games (issue 6) on the composed site against the local stack. Each test is its own
 * visitor: a new browser context means a new guest save key.
 */

const LEAVE_MESSAGE = 'Are you sure you want to leave? Your score will be lost!';

const strike = (page: Page) => page.getByRole('button', { name: /^Strike/ });
const clickerScore = (page: Page) => page.getByTestId('clicker-score');
const upgrade = (page: Page, name: string) => page.getByRole('article', { name });

async function openClicker(page: Page) {
  await page.goto('/games/elder-clicker');
  await expect(pageHeading(page)).toHaveText('Elder Clicker');
  await expect(strike(page)).toBeVisible();
}

async function strikeTimes(page: Page, times: number) {
  for (let i = 0; i < times; i += 1) await strike(page).click();
}

/** Waits for the debounced autosave (5 s after the last change) to reach the database. */
function nextSave(page: Page) {
  return page.waitForResponse(
    (response) =>
      /\/rest\/v1\/(rpc\/save_guest_clicker_progress|clicker_saves\?)/.test(response.url()) &&
      ['POST', 'PATCH'].includes(response.request().method()),
    { timeout: 15_000 },
  );
}

/**
 * Makes this visitor a guest whose save began some minutes ago. The database caps a save by the
 * time since it began (nobody strikes 150 times in a second), and a test strikes far faster than
 * a player.
 */
async function startedPlayingMinutesAgo(page: Page, minutes: number) {
  const { stackUrl, serviceRoleKey } = e2eEnv();
  const saveKey = `e2e-guest-${crypto.randomUUID()}`;
  const response = await fetch(`${stackUrl}/rest/v1/clicker_saves`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      save_key: saveKey,
      created_at: new Date(Date.now() - minutes * 60_000).toISOString(),
    }),
  });
  expect(response.status).toBe(201);
  await page.addInitScript(([storageKey, key]) => window.localStorage.setItem(storageKey, key), [
    'norsecraft.elderClicker.saveKey',
    saveKey,
  ] as const);
}

/** Reloads, accepting the leave prompt an unsubmitted score raises. */
async function reloadAcceptingPrompt(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

test('the hub links to both games', async ({ page }) => {
  await page.goto('/games');
  await expect(pageHeading(page)).toHaveText('Mini Games');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Elder Clicker' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Flappy Steve' })).toBeVisible();
  await main.getByRole('link', { name: 'Play Flappy Steve' }).click();
  await expect(page).toHaveURL(/\/games\/flappy-steve$/);
  await page.goBack();
  await main.getByRole('link', { name: 'Play Elder Clicker' }).click();
  await expect(page).toHaveURL(/\/games\/elder-clicker$/);
});

test.describe('Elder Clicker', () => {
  test('clicks score; an upgrade is disabled until affordable, then raises its level; progress survives a reload (guest)', async ({
    page,
  }) => {
    await openClicker(page);
    await expect(clickerScore(page)).toHaveText('0');
    const multiplier = upgrade(page, 'Multiplier');
    const buyMultiplier = multiplier.getByRole('button', { name: /Buy Multiplier for 100 points/ });
    await expect(multiplier).toContainText('Level 1');
    await expect(buyMultiplier).toBeDisabled();

    await strikeTimes(page, 99);
    await expect(clickerScore(page)).toHaveText('99');
    await expect(buyMultiplier).toBeDisabled();
    await strike(page).click();
    await expect(buyMultiplier).toBeEnabled();

    await buyMultiplier.click();
    await expect(multiplier).toContainText('Level 2');
    await expect(clickerScore(page)).toHaveText('0');
    await expect(multiplier.getByRole('button', { name: /for 150 points/ })).toBeDisabled();
    // Click power 1 × multiplier 2.
    const saved = nextSave(page);
    await strike(page).click();
    await expect(clickerScore(page)).toHaveText('2');
    expect((await saved).ok()).toBe(true);

    await reloadAcceptingPrompt(page);
    await expect(clickerScore(page)).toHaveText('2');
    await expect(upgrade(page, 'Multiplier')).toContainText('Level 2');
  });

  test('progress survives a reload for a signed-in user', async ({ page }) => {
    await signInAs(page, 'member');
    await openClicker(page);
    const before = Number((await clickerScore(page).textContent())?.replace(/,/g, ''));
    const saved = nextSave(page);
    await strikeTimes(page, 5);
    await expect(clickerScore(page)).not.toHaveText(String(before));
    const after = await clickerScore(page).textContent();
    expect((await saved).ok()).toBe(true);

    await reloadAcceptingPrompt(page);
    await expect(clickerScore(page)).toHaveText(after ?? '');
  });

  test('an owned auto-clicker does not stop the autosave: saved within 5 s while it ticks', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await startedPlayingMinutesAgo(page, 2);
    // The page's own timers under Playwright's clock: 25 s of auto ticks pass at once.
    await page.clock.install();
    await openClicker(page);
    await strike(page).focus();
    for (let i = 0; i < 150; i += 1) await page.keyboard.press('Enter');
    await expect(clickerScore(page)).toHaveText('150');
    await upgrade(page, 'Auto-Clicker').getByRole('button').click();
    await expect(upgrade(page, 'Auto-Clicker')).toContainText('Level 1');

    const saves: { p_auto_clickers?: number }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/save_guest_clicker_progress')) {
        saves.push(request.postDataJSON() as { p_auto_clickers?: number });
      }
    });
    await page.clock.runFor(25_000);
    await expect(clickerScore(page)).not.toHaveText('0');
    // Saved while the auto-clicker kept changing the score, not only when the page is left.
    await expect.poll(() => saves.filter((s) => s.p_auto_clickers === 1).length).toBeGreaterThan(0);

    await reloadAcceptingPrompt(page);
    await expect(upgrade(page, 'Auto-Clicker')).toContainText('Level 1');
  });

  test.describe('submitting a score', () => {
    // The simulated server failure and the refused name below are logged by the browser.
    test.use({ allowedConsoleErrors: /status of (400|500)/ });

    test('validates, survives a failed submit, then lists the name as text', async ({ page }) => {
      await openClicker(page);
      const submit = page.getByRole('button', { name: 'Submit Score' });
      await expect(submit).toBeDisabled();
      await strikeTimes(page, 3);
      await submit.click();

      const dialog = page.getByRole('dialog', { name: 'Submit Score' });
      await dialog.getByRole('button', { name: 'Submit Score' }).click();
      await expect(dialog.getByText('Please enter a name.')).toBeVisible();

      // A name that would be markup if it were rendered as HTML (20 characters).
      const name = `<b>E2E ${Date.now() % 1_000_000}</b>`.slice(0, 20);
      await dialog.getByLabel('Name').fill(`  ${name}  `);
      await page.route('**/rest/v1/rpc/submit_score', (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await dialog.getByRole('button', { name: 'Submit Score' }).click();
      // The site's one sentence for a server failure (errorSentence), inside the dialog.
      await expect(dialog.getByRole('alert')).toContainText('The server ran into a problem.');
      await expect(dialog).toBeVisible();

      await page.unroute('**/rest/v1/rpc/submit_score');
      await dialog.getByRole('button', { name: 'Submit Score' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Submit Score' })).toHaveCount(0);
      const board = page.getByRole('region', { name: 'Elder Clicker Top 10' });
      const row = board.getByRole('listitem').filter({ hasText: name });
      await expect(row).toContainText('3');
      await expect(board.locator('b')).toHaveCount(0);
      await expect(board.getByRole('listitem')).toHaveCount(8); // 7 seeded + this one

      // Submitted: leaving no longer asks.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("a signed-in player's name is refused for a guest with the database's message", async ({
      page,
    }) => {
      // A player signs up and puts a score on the board under their name (through the API).
      const { stackUrl, anonKey } = e2eEnv();
      const api = (path: string, body: unknown, token?: string) =>
        fetch(`${stackUrl}${path}`, {
          method: 'POST',
          headers: {
            apikey: anonKey,
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
      const name = `Jarl${Date.now() % 1_000_000}`;
      const account = await createAccount(name.toLowerCase(), { password: 'Jarl-Pass1' });
      const signIn = await api('/auth/v1/token?grant_type=password', account);
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      // On the Flappy Steve board, so the clicker board other tests count stays as it is: a name is
      // the player's on both boards.
      const run = await api('/rest/v1/rpc/start_game_run', { p_game: 'flappy_steve' }, token);
      const owned = await api(
        '/rest/v1/rpc/submit_score',
        { p_game: 'flappy_steve', p_username: name, p_score: 1, p_run_id: await run.json() },
        token,
      );
      expect(owned.status).toBe(200);

      // A guest tries the same name.
      await openClicker(page);
      await strikeTimes(page, 2);
      await page.getByRole('button', { name: 'Submit Score' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Score' });
      await dialog.getByLabel('Name').fill(name.toUpperCase());
      await dialog.getByRole('button', { name: 'Submit Score' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('This name belongs to another player');
      await expect(dialog).toBeVisible();
      const board = page.getByRole('region', { name: 'Elder Clicker Top 10' });
      await expect(board.getByRole('listitem').filter({ hasText: name.toUpperCase() })).toHaveCount(
        0,
      );
    });
  });

  test('leaving with an unsubmitted score asks first (in-app link and tab close)', async ({
    page,
  }) => {
    await openClicker(page);
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });

    // Nothing to lose yet: no prompt.
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await openClicker(page);
    await strike(page).click();

    await home.click();
    const prompt = page.getByRole('dialog', { name: 'Leave without submitting?' });
    await expect(prompt).toContainText(LEAVE_MESSAGE);
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/games\/elder-clicker$/);
    await expect(clickerScore(page)).toHaveText('1');

    await home.click();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/$/);

    await openClicker(page);
    await strike(page).click();
    const beforeUnload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await beforeUnload;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
});

test.describe('Flappy Steve', () => {
  test('start (the server starts its clock), jump, crash; a 0 cannot be submitted; Play Again resets', async ({
    page,
  }) => {
    await openWithPausedClock(page);
    await expect(pageHeading(page)).toHaveText('Flappy Steve');
    const game = page.getByRole('application', { name: /Flappy Steve game/ });
    const status = page.locator('#flappy-status');
    const canvas = game.locator('canvas');
    // Drawn for the screen's pixel density, at 600:500.
    const box = await canvas.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100)).toBe(120);

    // Start with Space: the game's run starts on the server (its score is capped by that clock).
    const run = page.waitForResponse(
      (response) =>
        response.url().endsWith('/rest/v1/rpc/start_game_run') &&
        response.request().method() === 'POST',
    );
    await page.keyboard.press('Space');
    expect((await run).status()).toBe(200);
    expect(await (await run).json()).toMatch(/^[0-9a-f-]{36}$/);
    // Jump a few times with Arrow Up and a click, then fall to the ground.
    await expect(status).toHaveText('');
    await page.keyboard.press('ArrowUp');
    await game.click();
    await page.clock.runFor(10_000);
    await expect(status).toContainText('Game over');
    await expect(page.getByTestId('flappy-score')).toHaveText('0');
    await expect(status).toContainText('Fly past a pillar to reach the leaderboard');

    // The leaderboards take scores of 1 and more (the database refuses 0 too).
    const playAgain = page.getByRole('button', { name: 'Play Again' });
    await expect(playAgain).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Score' })).toHaveCount(0);

    await playAgain.click();
    await expect(page.getByTestId('flappy-score')).toHaveText('0');
    await expect(status).toContainText('to start');
    await expect(playAgain).toBeHidden();
    await expect(game).toBeFocused();
  });

  test('a scoring run: submit, leaderboard, best score; Play Again resets', async ({ page }) => {
    const score = await playScoringRun(page);
    expect(score).toBeGreaterThan(0);
    await expect(page.getByTestId('flappy-best')).toHaveText(String(score));
    await page.clock.resume();

    const playAgain = page.getByRole('button', { name: 'Play Again' });
    await page.getByRole('button', { name: 'Submit Score' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Score' });
    const name = `Steve ${Date.now() % 1_000_000}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Submit Score' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Submit Score' })).toHaveCount(0);
    const board = page.getByRole('region', { name: 'Flappy Steve Top 10' });
    await expect(board.getByRole('listitem').filter({ hasText: name })).toContainText(
      String(score),
    );

    await playAgain.click();
    await expect(page.getByTestId('flappy-score')).toHaveText('0');
    await expect(page.locator('#flappy-status')).toContainText('to start');
    await expect(playAgain).toBeHidden();
    await expect(page.getByRole('application', { name: /Flappy Steve game/ })).toBeFocused();
  });

  test('P and Escape pause a flight and continue it; so does the Pause button', async ({
    page,
  }) => {
    await openWithPausedClock(page);
    const status = page.locator('#flappy-status');
    const score = page.getByTestId('flappy-score');
    const game = page.getByRole('application', { name: /Flappy Steve game/ });
    await game.focus();
    // Before a flight there is nothing to pause: the key leaves the start screen as it is.
    await page.keyboard.press('p');
    await expect(status).toContainText('to start');

    await page.keyboard.press('Space');
    await expect(status).toHaveText('');
    for (const key of ['p', 'Escape']) {
      await page.keyboard.press(key);
      await expect(status, key).toContainText('Paused');
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
      // Paused long enough to fall to the ground ten times over: nothing moves.
      await page.clock.runFor(10_000);
      await expect(status, key).toContainText('Paused');
      await expect(score).toHaveText('0');
      await page.keyboard.press(key);
      await expect(status, key).toHaveText('');
    }

    // The button, for touch screens; keyboard focus goes back to the game when it continues.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(status).toContainText('Paused');
    await page.clock.runFor(10_000);
    await expect(status).toContainText('Paused');
    await page.getByRole('button', { name: 'Continue' }).press('Enter');
    await expect(status).toHaveText('');
    await expect(game).toBeFocused();
    // Not paused any more: left alone, Steve falls.
    await page.clock.runFor(10_000);
    await expect(status).toContainText('Game over');
  });

  // A phone whose browser bars leave 360 × 640, and a laptop.
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1366, height: 768 },
  ]) {
    test(`at ${viewport.width} px the score's notice covers neither the game nor its status line, and the next run ends it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await playScoringRun(page);
      await page.getByRole('button', { name: 'Submit Score' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Score' });
      await dialog.getByLabel('Name').fill(`Steve ${Date.now() % 1_000_000}`);
      await dialog.getByRole('button', { name: 'Submit Score' }).click();
      await expect(dialog).toBeHidden();
      const notice = noticeSaying(page, 'Score submitted');
      await expect(notice).toBeVisible();

      const game = page.getByRole('application', { name: /Flappy Steve game/ });
      const status = page.locator('#flappy-status');
      // Wherever the player scrolls the game to: the status line at the window's foot (as the
      // playfield is sized to fit), the game in the middle, the game under the top bar.
      for (const [target, block] of [
        [status, 'end'],
        [game, 'center'],
        [game, 'start'],
      ] as const) {
        await target.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
        await page.clock.runFor(100); // the notices are placed again on the next frame
        await expectNoticeClearOf(notice, { canvas: game, 'status line': status });
      }

      await page.getByRole('button', { name: 'Play Again' }).click();
      await expect(notice).toHaveCount(0);
    });
  }

  test('pauses while the tab is hidden', async ({ page }) => {
    await openWithPausedClock(page);
    const status = page.locator('#flappy-status');
    await page.keyboard.press('Space');
    await expect(status).toHaveText('');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(status).toContainText('Paused');
    await page.clock.runFor(10_000);
    // Still paused, not crashed: the hidden time was not simulated.
    await expect(status).toContainText('Paused');
    await page.keyboard.press('Space');
    await expect(status).toHaveText('');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('tapping the rune or the playfield flashes no tap highlight over it', async ({ page }) => {
    const highlight = (element: Element) =>
      getComputedStyle(element).getPropertyValue('-webkit-tap-highlight-color');
    await page.goto('/games/flappy-steve');
    const game = page.getByRole('application', { name: /Flappy Steve game/ });
    await expect(game).toBeVisible();
    expect(await game.evaluate(highlight)).toBe('rgba(0, 0, 0, 0)');
    await openClicker(page);
    await strike(page).tap();
    await expect(clickerScore(page)).toHaveText('1');
    expect(await strike(page).evaluate(highlight)).toBe('rgba(0, 0, 0, 0)');
  });
});

test("the board marks the signed-in player's rows and tells guests' names apart (issue 41, item 21)", async ({
  page,
}) => {
  await page.goto('/games/flappy-steve');
  const board = page.getByRole('region', { name: 'Flappy Steve Top 10' });
  const rowOf = (name: string) => board.getByRole('listitem').filter({ hasText: name });
  // The seeded member's score, and a guest's free-text name.
  await expect(rowOf('Hvitserk')).toContainText('Guest');
  await expect(rowOf('Shieldmaiden_Sif')).toBeVisible();
  await expect(rowOf('Shieldmaiden_Sif')).not.toContainText(/Guest|You/);

  await signInAs(page, 'member');
  await page.goto('/games/flappy-steve');
  await expect(rowOf('Shieldmaiden_Sif')).toContainText('You');
  await expect(rowOf('Hvitserk')).not.toContainText('You');
});
