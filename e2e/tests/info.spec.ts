import type { Page } from '@playwright/test';
import { signInAs } from '../support/auth';
import { expect, pageHeading, test } from '../support/fixtures';
import { expectNoticeClearOf, noticeSaying } from '../support/notices';

/*
 * The info remote's pages (issue 5) in the composed site against the seeded stack. Outside
 * hosts answer from fixtures (support/fixtures.ts); the tests that break one say so.
 */

const main = (page: Page) => page.getByRole('main');

test.describe('every info page renders its heading and key content', () => {
  const PAGES: [path: string, heading: string, content: string[]][] = [
    [
      '/',
      'Norsecraft',
      [
        'Norse Mythology',
        'Epic Battles',
        'Active Community',
        'Custom Quests',
        'CPU',
        'RAM',
        'Storage',
        'Anti-lag',
      ],
    ],
    [
      '/votes',
      'Vote Rewards',
      [
        'Monthly votes',
        'Your votes',
        'Top voters this month',
        '50s in coins',
        '30s in coins',
        '20s in coins',
      ],
    ],
    [
      '/rules',
      'Server Rules',
      ['General Conduct', 'Gameplay', 'Building', 'Critical', 'staff have the final say'],
    ],
    ['/staff', 'Staff', ['Owner', 'Developer', 'Moderator', 'Helper', 'Builders']],
    ['/store', 'Store', ['VIP Ranks', 'Cosmetics', 'Weapons', 'Kits', 'Ask in the community chat']],
    [
      '/wiki',
      'Knowledge Base',
      ['Game Wiki', 'Items Database', 'March 2024', 'April 2024', 'May 2024'],
    ],
    ['/guilds', 'Guilds', ['Leader', '/50', 'Level 50', 'Level 45', 'Level 40']],
    ['/quests', 'Quests', ['Easy', 'Medium', 'Hard', 'Rewards']],
    ['/achievements', 'Achievements', ['Unlocked', 'Reward:']],
  ];
  for (const [path, heading, content] of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page)).toHaveText(heading, { ignoreCase: true });
      for (const text of content) {
        await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
      }
    });
  }

  test('/achievements shows progress bars', async ({ page }) => {
    await page.goto('/achievements');
    await expect(main(page).getByRole('progressbar').first()).toBeVisible();
  });

  test('/store offers a real way to get ranks while the store is closed', async ({ page }) => {
    await page.goto('/store');
    // No button that leads nowhere (issue 31, item 8): the chat and the staff instead.
    await expect(main(page).getByRole('button', { name: 'Visit Store' })).toHaveCount(0);
    await expect(main(page).getByText('The web store is not open yet')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Ask in the community chat' })).toBeVisible();
  });

  test('/wiki search filters the article titles', async ({ page }) => {
    await page.goto('/wiki');
    await main(page).getByRole('searchbox', { name: 'Search articles' }).fill('raid mech');
    await expect(main(page).getByText('1 matching article', { exact: true })).toBeVisible();
    await main(page).getByRole('searchbox', { name: 'Search articles' }).fill('raid');
    await expect(main(page).getByText('Raid mechanics')).toBeVisible();
    await expect(main(page).getByText('Claiming land')).toHaveCount(0);
    await main(page).getByRole('searchbox', { name: 'Search articles' }).fill('zzzz');
    await expect(main(page).getByText('No articles found')).toBeVisible();
  });
});

test.describe('landing', () => {
  test('the scroll-down button brings the features heading below the fixed top bar', async ({
    page,
  }) => {
    await page.goto('/');
    await main(page).getByRole('button', { name: 'Scroll down to the features' }).click();
    const heading = main(page).getByRole('heading', { level: 2 }).first();
    const bar = await page.getByRole('banner').boundingBox();
    // Poll until the smooth scroll has settled, then the heading must be in view under the bar.
    await expect
      .poll(async () => {
        const box = await heading.boundingBox();
        return box !== null && box.y >= (bar?.height ?? 64) && box.y < 200;
      })
      .toBe(true);
  });

  test('copying the server address shows the toast', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/');
    const address = main(page).getByRole('button', { name: /click to copy/i });
    await address.click();
    await expect(page.getByText('Server IP copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    await expect(address).toContainText(copied);
  });

  test('ten clicks on the logo reveal the easter egg', async ({ page }) => {
    await page.goto('/');
    // Counted once the page is hydrated: before, only the last press is kept (early input).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const logo = main(page).getByRole('button', { name: /logo/i });
    for (let i = 0; i < 9; i++) await logo.click();
    await expect(page.getByText('Congrats, you found an easter egg!')).toHaveCount(0);
    await logo.click();
    await expect(page.getByText('Congrats, you found an easter egg!')).toBeVisible();
  });

  test('the scroll-down button brings the features into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await main(page)
      .getByRole('button', { name: /scroll down/i })
      .click();
    await expect(main(page).getByRole('heading', { name: 'Norse Mythology' })).toBeInViewport();
  });
});

test.describe('staff', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource/ });
  test('copy chat tag, View Stats, and the bundled head when the avatar service fails', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.route(/mc-heads\.net/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/staff');
    const copy = main(page)
      .getByRole('button', { name: /^Copy chat tag/ })
      .first();
    await copy.click();
    // The confirmation (2 s) is a notice in the site's one notice region.
    const copied = page.getByText(/^Chat tag @\S+ copied\.$/);
    await expect(copied).toBeVisible();
    await expect(copied).toBeHidden({ timeout: 5_000 });
    const stats = main(page).getByRole('button', { name: 'View Stats' }).first();
    await stats.click();
    await expect(stats).toHaveAttribute('aria-expanded', 'true');
    await expect(main(page).getByText('Playtime')).toBeVisible();
    // Each staff member's head is drawn by the site when the avatar service fails.
    await expect(main(page).locator('svg[data-drawn-head]').first()).toBeVisible();
  });
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 1366, height: 768 },
  ]) {
    test(`at ${viewport.width} px the copy notice does not cover the staff member copied`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await context.grantPermissions(['clipboard-write'], { origin: baseURL });
      await page.goto('/staff');
      const card = main(page).getByRole('article').nth(1);
      // The card at the foot of the window, where the notices stand by default.
      await card.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await card.getByRole('button', { name: /^Copy chat tag/ }).click();
      const copied = noticeSaying(page, /Chat tag @\S+ copied\./);
      await expect(copied).toBeVisible();
      await expectNoticeClearOf(copied, { 'staff card': card });
    });
  }
});

test.describe('server map', () => {
  test('shows the sandboxed map from site config', async ({ page }) => {
    await page.goto('/dynmap');
    const frame = main(page).locator('iframe[title="Live server map"]');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frame).toHaveAttribute('height', '800');
    await expect(main(page).getByRole('status', { name: 'Loading map' })).toHaveCount(0);
    await expect(main(page).getByText('Unable to load map')).toHaveCount(0);
  });

  test.describe('when the map host is unreachable', () => {
    test.use({ allowedConsoleErrors: /Failed to load resource|ERR_FAILED/ });
    test('shows the error state with a new-tab link', async ({ page }) => {
      await page.route(/map\.norsecraft\.net/, (route) => route.abort('connectionrefused'));
      await page.goto('/dynmap');
      await expect(main(page).getByText('Unable to load map')).toBeVisible();
      await expect(main(page).getByText('The map might be temporarily unavailable')).toBeVisible();
      await expect(main(page).getByRole('link', { name: /Open map in new tab/ })).toHaveAttribute(
        'target',
        '_blank',
      );
    });
  });
});

test.describe('items database', () => {
  const card = (page: Page, name: string) =>
    main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });

  test('ranks, searches and filters the items', async ({ page }) => {
    await page.goto('/items');
    const names = main(page)
      .getByRole('list', { name: 'Items' })
      .getByRole('heading', { level: 2 });
    await expect(names.first()).toBeVisible();
    const all = await names.count();
    expect(all).toBeGreaterThanOrEqual(30);
    // S++ Mythic first; the list is ranked, not alphabetical.
    await expect(card(page, await names.first().innerText())).toContainText('Mythic');
    await expect(card(page, await names.first().innerText())).toContainText('Tier S++');

    const filters: [label: string, shown: string, hidden: string][] = [
      ['Armor', 'Helm of the Allfather', 'Gungnir'],
      ['Weapons', 'Gungnir', 'Helm of the Allfather'],
      ['Abilities', 'Berserkergang', 'Gungnir'],
    ];
    for (const [label, shown, hidden] of filters) {
      await main(page).getByRole('button', { name: label, exact: true }).click();
      await expect(card(page, shown)).toBeVisible();
      await expect(card(page, hidden)).toHaveCount(0);
      expect(await names.count()).toBeLessThan(all);
    }
    await main(page).getByRole('button', { name: 'All Items' }).click();
    await expect(names).toHaveCount(all);

    await main(page).getByRole('searchbox', { name: 'Search items' }).fill('mjolnir');
    await expect(names).toHaveText(['Mjolnir']);
    await expect(card(page, 'Mjolnir').locator('[data-item-art="hammer"]')).toBeVisible();
    await main(page).getByRole('searchbox', { name: 'Search items' }).fill('no such item at all');
    await expect(main(page).getByText('No items found')).toBeVisible();
  });

  test("every item has the site's own art: no outside image, no error sign", async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto('/items');
    const cards = main(page).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    const art = main(page).locator('[data-item-art]');
    await expect(art).toHaveCount(count);
    // Every icon is a cell of the one sprite sheet the site ships, a file of its own release.
    const sheets = await art.evaluateAll((icons) =>
      icons.map((icon) => getComputedStyle(icon).backgroundImage),
    );
    expect(new Set(sheets).size).toBe(1);
    const sheet = /^url\("(.+)"\)$/.exec(sheets[0]!)?.[1] ?? '';
    expect(new URL(sheet).pathname).toMatch(/\/static\/image\/item-sprites\.[0-9a-f]+\.png$/);
    expect(new URL(sheet).hostname).toBe(new URL(page.url()).hostname);
    expect(images.filter((url) => url !== sheet)).toEqual([]);
  });
});

test.describe('punishments', () => {
  const rows = (page: Page) =>
    main(page).getByRole('list', { name: 'Punishments', exact: true }).getByRole('listitem');
  /** The list answers the URL's query (the previous one stays up, busy, while it loads). */
  const settled = (page: Page) => expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);

  test('searches players, filters by type and status, and keeps both in the URL', async ({
    page,
  }) => {
    await page.goto('/punishments');
    await expect(rows(page).first()).toBeVisible();
    const search = main(page).getByRole('searchbox', { name: 'Search punishments' });
    await search.fill('griefer_grim');
    await expect(page).toHaveURL(/\?q=griefer_grim$/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Griefer_Grim');
    // The start of a name, any case.
    await search.fill('LOKI');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('LokiTrickster99');
    await search.fill('');
    await expect(page).toHaveURL(/\/punishments$/);
    await main(page).getByRole('combobox', { name: 'Type' }).selectOption('kick');
    await expect(page).toHaveURL(/\?type=kick$/);
    await settled(page);
    await expect(rows(page).first()).toBeVisible();
    for (const tag of await rows(page).getByText('kick', { exact: true }).all()) {
      await expect(tag).toBeVisible();
    }
    await expect(rows(page).getByText('ban', { exact: true })).toHaveCount(0);
    await main(page).getByRole('combobox', { name: 'Type' }).selectOption('all');
    await main(page).getByRole('combobox', { name: 'Status' }).selectOption('active');
    await expect(page).toHaveURL(/\?status=active$/);
    await settled(page);
    for (const row of await rows(page).all()) await expect(row).toContainText('● Active');
    await page.reload();
    await expect(main(page).getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    await search.fill('nobody by this name');
    await expect(main(page).getByText('No punishments found')).toBeVisible();
  });

  test("a player's name leads to their player page, and it to their history", async ({ page }) => {
    await page.goto('/punishments?q=Halfdan');
    await main(page).getByRole('link', { name: 'Halfdan_Black' }).first().click();
    await expect(page).toHaveURL('/players/Halfdan_Black');
    await expect(pageHeading(page)).toHaveText('Halfdan_Black');
    await page.goBack();
    await expect(main(page).getByRole('searchbox', { name: 'Search punishments' })).toHaveValue(
      'Halfdan',
    );

    await page.goto('/punishments/Halfdan_Black');
    await expect(pageHeading(page)).toHaveText('Halfdan_Black');
    const counts = main(page).getByRole('list', { name: 'Punishments by type' });
    await expect(counts.getByRole('listitem').filter({ hasText: 'Bans' })).toContainText('1');
    await expect(counts.getByRole('listitem').filter({ hasText: 'In force' })).toContainText('1');
    await expect(rows(page).filter({ hasText: 'Real-money trading' })).toHaveCount(1);
  });

  test('a name the record has never had is not found', async ({ page }) => {
    const response = await page.goto('/punishments/Nobody_Here');
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page)).toHaveText('Page Not Found');
  });

  test.describe('when the REST call fails', () => {
    test.use({ allowedConsoleErrors: /Failed to load resource/ });
    test('shows the error state and retries', async ({ page }) => {
      let fail = true;
      await page.route(/\/rest\/v1\/rpc\/search_punishments/, (route) =>
        fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"message":"boom"}',
            })
          : route.fallback(),
      );
      await page.goto('/punishments');
      await expect(main(page).getByText('Failed to load punishments')).toBeVisible();
      await expect(main(page).getByText('Please try again later')).toBeVisible();
      fail = false;
      await main(page).getByRole('button', { name: 'Retry' }).click();
      await expect(rows(page).first()).toBeVisible();
    });
  });
});

test.describe('event calendar', () => {
  const panel = (page: Page) => main(page).getByRole('list', { name: 'Events on this day' });

  test('an admin adds, edits and deletes an event; a visitor sees each state', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `E2E Feast ${Date.now()}`;
    const renamed = `${title} (moved)`;
    const visitor = await (await browser.newContext({ baseURL })).newPage();

    await signInAs(page, 'admin');
    await page.goto('/calendar');
    await main(page).getByRole('button', { name: 'Add event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add event' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Time').fill('19:30');
    await dialog.getByLabel('Type').selectOption('raid');
    await dialog.getByLabel('Description').fill('Made by the e2e suite.');
    await dialog.getByRole('button', { name: 'Add event' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel(page).getByRole('heading', { name: title })).toBeVisible();

    await visitor.goto('/calendar');
    await expect(panel(visitor).getByRole('heading', { name: title })).toBeVisible();

    await main(page)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await expect(edit.getByLabel('Time')).toHaveValue('19:30');
    await edit.getByLabel('Title').fill(renamed);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(panel(page).getByRole('heading', { name: renamed })).toBeVisible();

    await visitor.reload();
    await expect(panel(visitor).getByRole('heading', { name: renamed })).toBeVisible();

    await main(page)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete event?' })
      .getByRole('button', { name: 'Confirm delete' })
      .click();
    await expect(main(page).getByRole('heading', { name: renamed })).toHaveCount(0);

    await visitor.reload();
    await expect(pageHeading(visitor)).toHaveText('Event Calendar', { ignoreCase: true });
    await expect(main(visitor).getByRole('button', { name: /today/ })).toBeVisible();
    await expect(main(visitor).getByRole('heading', { name: renamed })).toHaveCount(0);
    await visitor.context().close();
  });

  test('a member sees the events but no edit controls', async ({ page }) => {
    await signInAs(page, 'member');
    await page.goto('/calendar');
    await expect(main(page).getByRole('button', { name: /today/ })).toBeVisible();
    // Open the first day with events (the seed puts several in this month).
    await main(page)
      .getByRole('button', { name: /, \d+ events?$/ })
      .first()
      .click();
    await expect(panel(page).getByRole('listitem').first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Add event' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });

  test('moves between months; a day with two events shows both and no +N', async ({ page }) => {
    await page.goto('/calendar');
    const month = main(page).locator('#calendar-month');
    const label = await month.innerText();
    await main(page).getByRole('button', { name: 'Next month' }).click();
    await expect(month).not.toHaveText(label);
    await main(page).getByRole('button', { name: 'Previous month' }).click();
    await expect(month).toHaveText(label);
    // The seed has two events on day 16 of this month (the '+N' rule itself is unit-tested).
    const cell = main(page)
      .getByRole('button', { name: /, 2 events$/ })
      .first();
    await expect(cell).toContainText('Fenrir Hunt');
    await expect(cell).toContainText('Thing Assembly');
    await expect(cell).not.toContainText('+');
  });
});

test.describe('keyboard', () => {
  test('the calendar is usable from the keyboard', async ({ page }) => {
    await page.goto('/calendar');
    const next = main(page).getByRole('button', { name: 'Next month' });
    await next.focus();
    const month = main(page).locator('#calendar-month');
    const label = await month.innerText();
    await page.keyboard.press('Enter');
    await expect(month).not.toHaveText(label);
    await page.keyboard.press('Tab');
    const firstDay = page.locator(':focus');
    await expect(firstDay).toHaveAttribute('data-date', /^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('Space');
    await expect(firstDay).toHaveAttribute('aria-pressed', 'true');
  });
});
