import type { Page } from '@playwright/test';
import { expectNoAxeProblems } from '../support/a11y-check';
import { signInAs } from '../support/auth';
import { playScoringRun } from '../support/flappy';
import { expect, openLoaded, pageHeading, pageHydrated, test } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/layout-check';
import { siteRoutes } from '../support/site-routes';
import { THEMES, useTheme, type Theme } from '../support/theme';

/*
 * The accessibility sweep (issue "Hardening"): axe on the member and admin routes of the remotes'
 * page manifests, whole page with the chrome, and with each overlay open at least once: every
 * WCAG rule in the dark theme, the colour rules again in the light one; and no horizontal scroll
 * at 360 px. The public routes are swept in route-sweep.spec.ts. One page per theme and role
 * keeps it to a few sign-ins.
 */

const ROUTES = siteRoutes();
const SMALL = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 720 };

const pathsFor = (guard: 'signed-in' | 'admin') =>
  ROUTES.filter((route) => route.guard === guard).map((route) => route.visit);

/** axe at desktop size, then the 360 px overflow check, for each path. */
async function sweep(page: Page, theme: Theme, paths: readonly string[]) {
  for (const path of paths) {
    await openLoaded(page, path);
    await expectNoAxeProblems(page, theme, path);
    // The layout is the same in both themes.
    if (theme === 'dark') {
      await expectNoHorizontalScroll(page, path);
      await page.setViewportSize(DESKTOP);
    }
  }
}

test.use({ viewport: DESKTOP });

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('member routes', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'member');
      // /update-password shows its form only with a session.
      await sweep(page, theme, [...pathsFor('signed-in'), '/update-password']);
    });

    test('admin route', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'admin');
      await sweep(page, theme, pathsFor('admin'));
    });

    test('every accent colour, chosen in settings and used on another page', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'member');
      const accountMenu = page.getByRole('button', { name: /^Account menu/ });
      for (const accent of ['green', 'blue', 'purple', 'red']) {
        // Client-side navigation only: the accent lives for the visit, a reload would reset it.
        await accountMenu.click();
        await page.getByRole('menuitem', { name: 'Settings' }).click();
        const radio = page.getByRole('radio', { name: accent });
        await radio.check();
        // The accent is what its swatch shows: the secondary buttons and the heading's rule.
        const colour = await page
          .locator('label', { has: radio })
          .locator('span[aria-hidden="true"]')
          .evaluate((swatch) => getComputedStyle(swatch).backgroundColor);
        const changeAvatar = page.getByRole('button', { name: 'Change Avatar' });
        await expect(changeAvatar).toHaveCSS('border-color', colour);
        await expect(changeAvatar).toHaveCSS('color', colour);
        await expectNoAxeProblems(page, theme, `/settings, ${accent} accent`);
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Rules' })
          .click();
        await expect(pageHeading(page)).toHaveText('Server Rules');
        const rule = await pageHeading(page).evaluate(
          (heading) => getComputedStyle(heading, '::after').backgroundColor,
        );
        expect(rule, `the heading's rule, ${accent} accent`).toBe(colour);
        await expectNoAxeProblems(page, theme, `/rules, ${accent} accent`);
      }
    });

    test('menus, chat panel, version panel and a game dialog open', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'admin');
      await openLoaded(page, '/games/elder-clicker');

      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeProblems(page, theme, 'More menu');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeProblems(page, theme, 'profile menu');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Show community chat' }).click();
      await expect(page.getByRole('region', { name: 'Community chat' })).toBeVisible();
      await expectNoAxeProblems(page, theme, 'chat panel');
      await page.getByRole('button', { name: 'Hide community chat' }).click();

      await page
        .getByRole('button', { name: /^Version/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Version History' })).toBeVisible();
      await expectNoAxeProblems(page, theme, 'version panel');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Strike/ }).click();
      await page.getByRole('button', { name: 'Submit Score' }).click();
      await expect(page.getByRole('dialog', { name: 'Submit Score' })).toBeVisible();
      await expectNoAxeProblems(page, theme, 'submit score dialog');
      await page.keyboard.press('Escape');

      await page.setViewportSize(SMALL);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();
      await expectNoAxeProblems(page, theme, 'small-screen menu');
    });
  });
}

test.describe('keyboard', () => {
  test('the More menu: Enter/Space open, arrows, Home/End, Escape returns focus, Tab closes', async ({
    page,
  }) => {
    await page.goto('/');
    const more = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'More' });
    const menu = page.getByRole('menu');
    const items = menu.getByRole('menuitem');
    await more.focus();
    await page.keyboard.press('Space');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // Focus went on along the bar (to Sign In), not back to the top of the page.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }),
    ).toBeFocused();
  });

  test('the profile menu: Enter opens, arrows move, Escape returns focus', async ({ page }) => {
    await signInAs(page, 'member');
    const button = page.getByRole('button', { name: /^Account menu for member@example\.com/ });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Members Area' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('the version panel traps focus and returns it to its button', async ({ page }) => {
    await page.goto('/');
    const version = page.getByRole('button', { name: /^Version/ }).first();
    await version.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Version History' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    for (const key of ['Tab', 'Shift+Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      await expect(close).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(version).toBeFocused();
  });

  test('Elder Clicker by keyboard: strike, buy, submit in a trapped dialog', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/games/elder-clicker');
    const strike = page.getByRole('button', { name: /^Strike/ });
    await strike.focus();
    for (let i = 0; i < 50; i += 1) await page.keyboard.press('Enter');
    for (let i = 0; i < 50; i += 1) await page.keyboard.press('Space');
    await expect(page.getByTestId('clicker-score')).toHaveText('100');

    // Tab on from the rune to the now affordable upgrade, and buy it with Space.
    const buy = page.getByRole('button', { name: 'Buy Multiplier for 100 points' });
    for (let i = 0; i < 5 && !(await buy.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(buy).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('article', { name: 'Multiplier' })).toContainText('Level 2');
    // Now unaffordable, yet still focused (not dropped to the top of the page).
    const next = page.getByRole('button', { name: 'Buy Multiplier for 150 points' });
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    await strike.focus();
    await page.keyboard.press('Enter');
    const submit = page.getByRole('button', { name: 'Submit Score' });
    await submit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Submit Score' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
  });

  test('Flappy Steve by keyboard: ArrowUp starts, Space jumps, then Submit and Play Again', async ({
    page,
  }) => {
    await page.goto('/games/flappy-steve');
    const game = page.getByRole('application', { name: /Flappy Steve game/ });
    const status = page.locator('#flappy-status');
    await expect(status).toContainText('to start');
    await pageHydrated(page);
    await game.focus();
    await page.keyboard.press('ArrowUp');
    await expect(status).toHaveText('');
    await page.keyboard.press('Space');
    await expect(status).toContainText('Game over', { timeout: 15_000 });
    // A run of 0: Play Again is the only button, just above the game.
    const playAgain = page.getByRole('button', { name: 'Play Again' });
    await page.keyboard.press('Shift+Tab');
    await expect(playAgain).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toContainText('to start');
    await expect(game).toBeFocused();

    // A run that scores (played with Space on the focused game): Submit Score comes first.
    await playScoringRun(page);
    await page.clock.resume();
    await page.keyboard.press('Shift+Tab');
    await expect(playAgain).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const submit = page.getByRole('button', { name: 'Submit Score' });
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Submit Score' });
    await page.keyboard.type(`Keys ${Date.now() % 1_000_000}`);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(playAgain).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toContainText('to start');
    await expect(game).toBeFocused();
    await page.keyboard.press('Space');
    await expect(status).toHaveText('');
  });

  for (const theme of THEMES) {
    test(`every Tab stop shows a focus ring with 3:1 contrast (${theme})`, async ({ page }) => {
      test.setTimeout(180_000);
      await useTheme(page, theme);
      for (const path of ['/login', '/games/elder-clicker', '/auction-house']) {
        await openLoaded(page, path);
        const seen = new Set<string>();
        for (let i = 0; i < 40; i += 1) {
          await page.keyboard.press('Tab');
          const ring = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body || el.tagName === 'IFRAME') return null;
            const style = getComputedStyle(el);
            return {
              id: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''} ${el.getAttribute('aria-label') ?? ''}`,
              style: style.outlineStyle,
              width: parseFloat(style.outlineWidth),
              color: style.outlineColor,
              page: getComputedStyle(document.body).backgroundColor,
            };
          });
          if (!ring || seen.has(ring.id)) continue;
          seen.add(ring.id);
          expect(ring.style, `${path}: ${ring.id}`).not.toBe('none');
          expect(ring.width, `${path}: ${ring.id}`).toBeGreaterThanOrEqual(2);
          expect(contrast(ring.color, ring.page), `${path}: ${ring.id}`).toBeGreaterThanOrEqual(3);
        }
        expect(seen.size, path).toBeGreaterThan(5);
      }
    });
  }
});

/** WCAG contrast of two computed `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
