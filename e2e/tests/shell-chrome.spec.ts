import { signInAs } from '../support/auth';
import { expect, test, WIDGET_PRESENCE_COUNT } from '../support/fixtures';

test.describe('More menu', () => {
  test('tags only the unfinished pages Soon and closes on outside click, Escape and choice', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More' });
    await more.click();
    const menu = page.getByRole('menu');
    // The calendar and the auction house work: no Soon (docs/decisions.md, issue 41).
    for (const label of ['Dynmap', 'Games', 'Punishments', 'Calendar', 'Auction House']) {
      await expect(menu.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
    }
    for (const label of ['Guilds', 'Quests', 'Achievements']) {
      await expect(
        menu.getByRole('menuitem', { name: `${label} Soon`, exact: true }),
      ).toBeVisible();
    }
    // Outside click (the footer's corner: its middle holds links, the language switch's too).
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();
    // Escape returns focus to the button.
    await more.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(more).toBeFocused();
    // Choosing an item navigates and closes.
    await more.click();
    await page.getByRole('menuitem', { name: 'Games', exact: true }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('stays inside the window, each entry on one line, at 1024, 1366 and 1920 px', async ({
    page,
  }) => {
    await page.goto('/');
    const more = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'More' });
    for (const width of [1024, 1366, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await more.click();
      const menu = page.getByRole('menu');
      const box = await menu.boundingBox();
      expect(box, `More menu at ${width} px`).not.toBeNull();
      expect(box!.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
      for (const item of await menu.getByRole('menuitem').all()) {
        // One line of text (no wrap) and nothing cut off inside the entry.
        const fits = await item.evaluate(
          (el) => el.getBoundingClientRect().height < 48 && el.scrollWidth <= el.clientWidth,
        );
        expect.soft(fits, `${await item.textContent()} at ${width} px`).toBe(true);
      }
      await page.keyboard.press('Escape');
    }
  });

  test('is keyboard operable', async ({ page }) => {
    await page.goto('/');
    const more = page.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'News' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Dynmap' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Games' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/games$/);
  });
});

test.describe('profile menu', () => {
  test('signed out: Sign In in its place, no empty avatar; it returns to the page', async ({
    page,
  }) => {
    await page.goto('/rules');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    await bar.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Frules$/);
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill('member@example.com');
    await form.getByLabel('Password').fill('Password1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(bar.getByRole('button', { name: /Account menu for member/ })).toBeVisible();
  });

  test('an admin sees Admin Panel and the Admin badge', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /Account menu for admin@example.com/ }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Profile',
      'Members Area',
      'Admin Panel',
      'Settings',
      'Sign Out',
    ]);
  });

  test('a member sees no Admin Panel nor badge; Sign Out returns to /', async ({ page }) => {
    await signInAs(page, 'member');
    await expect(page.getByRole('banner').getByText('Admin', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: /Account menu for member@example.com/ }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Profile',
      'Members Area',
      'Settings',
      'Sign Out',
    ]);
    // A slow phone: rendering the home page takes longer than the sign-out request, and the
    // members page, still up meanwhile, must not send the signed-out visitor to /login.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page has rendered signed out, and nothing redirected after.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('norsecraft-user'))).toBeNull();
  });
});

test('version label opens the version history', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Version 1\.2\.0/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Version History' });
  await expect(dialog.getByRole('region')).toHaveCount(3);
  await expect(dialog).toContainText('v1.2.0');
  await expect(dialog).toContainText('v1.0.0');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('chat widget toggles and shows the presence count', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Show community chat' });
  await expect(toggle).toContainText(String(WIDGET_PRESENCE_COUNT));
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Community chat' });
  await expect(panel).toContainText(`${WIDGET_PRESENCE_COUNT} online`);
  const frame = panel.locator('iframe');
  await expect(frame).toHaveAttribute('width', '350');
  await expect(frame).toHaveAttribute('height', '500');
  await expect(frame).toHaveAttribute('src', /theme=dark/);
  await page.getByRole('button', { name: 'Hide community chat' }).click();
  await expect(panel).toBeHidden();
});

test('footer has the notice and the support e-mail link', async ({ page }) => {
  await page.goto('/rules');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('not affiliated');
  await expect(footer.getByRole('link').filter({ hasText: '@' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test('without a game server the footer shows the address and Offline (no console error)', async ({
  page,
}) => {
  // The suite's stack has no game server behind GAME_SERVER_ADDRESS, as `pnpm start` has none.
  await page.goto('/rules');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('play.norsecraft.net');
  await expect(footer.getByTestId('server-status')).toHaveText('Game server: Offline');
});

test('small screens get a menu button instead of the links', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  expect(overflow).toBe(false);
});
