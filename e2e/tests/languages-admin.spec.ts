import type { Page } from '@playwright/test';
import { startLocalStack } from '../../scripts/lib/stack.mjs';
import { signInAs } from '../support/auth';
import { expect, pageHeading, pageHydrated, test as base } from '../support/fixtures';
import { startPrivateSite } from '../support/private-site';
import { bareTexts } from '../support/pseudo-sweep';
import { swedishTexts } from '../support/swedish-texts';

/*
 * The back office in Swedish (issue 40): an admin writes a Swedish rule in the content editor and
 * the Swedish rules page shows it, and the pseudo-locale finds no text that bypasses the library
 * on the admin pages. Against a stack of its own: the Swedish rows written here must not change
 * what other specs read (the shared stack's Swedish rules page shows the English rules).
 */

type Stack = Awaited<ReturnType<typeof startLocalStack>>;

const test = base.extend<object, { own: { stack: Stack; url: string } }>({
  own: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const stack = await startLocalStack({
        port: 0,
        memory: true,
        reuse: false,
        rateLimits: false,
      });
      const site = await startPrivateSite({ stackUrl: stack.url, anonKey: stack.anonKey });
      await provide({ stack, url: site.url });
      await site.close();
      await stack.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ own }, provide) => provide(own.url),
});
test.describe.configure({ mode: 'serial' });

/** The back office's Swedish texts (the content kinds' words, the editors' own). */
const sv = swedishTexts('mfe-admin', ['kinds.json', 'content.json']);
/** A catalog message with its placeholders filled ('Lägg till {singular}'). */
const fill = (key: string, values: Record<string, string>) =>
  sv(key).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const main = (page: Page) => page.getByRole('main');

test('an admin writes a Swedish rule and the Swedish rules page shows it', async ({ page }) => {
  const rule = `Inget fusk ${Date.now().toString(36)}`;
  await signInAs(page, 'admin');

  await page.goto('/sv/admin/content/rule-sections');
  await pageHydrated(page);
  await expect(pageHeading(page)).toHaveText(sv('rule_sections.label'));
  await expect(main(page).getByLabel(sv('language.label'))).toHaveValue('sv');
  const addSection = fill('add', { singular: sv('rule_sections.singular') });
  await main(page).getByRole('button', { name: addSection }).click();
  let dialog = page.getByRole('dialog', { name: addSection });
  await dialog.getByLabel(sv('rule_sections.title.label')).fill('Spelregler');
  await dialog.getByRole('button', { name: addSection }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/sv/admin/content/rules');
  await pageHydrated(page);
  const addRule = fill('add', { singular: sv('rules.singular') });
  await main(page).getByRole('button', { name: addRule }).click();
  dialog = page.getByRole('dialog', { name: addRule });
  // Saved empty first: the form says what is missing, in Swedish.
  await dialog.getByRole('button', { name: addRule }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`${sv('rules.title.label')} måste fyllas i.`);
  await dialog.getByLabel(sv('rules.title.label')).fill(rule);
  await dialog
    .getByLabel(sv('rules.description.label'))
    .fill('Fusk och hackade klienter ger bannlysning.');
  await dialog
    .getByLabel(sv('rules.severity.label'))
    .selectOption({ label: sv('option.critical') });
  await dialog.getByRole('button', { name: addRule }).click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByText(rule)).toBeVisible();

  // The host may still send the page it rendered a moment ago (DATA_DOCUMENT_MS).
  await expect(async () => {
    await page.goto('/sv/rules');
    await expect(main(page).getByText(rule)).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(main(page).getByRole('heading', { name: 'Spelregler' })).toBeVisible();
  // The English page keeps the English rules.
  await page.goto('/rules');
  await pageHydrated(page);
  await expect(main(page).getByText(rule)).toHaveCount(0);

  // The English rows are still there to edit: the choice of language switches the list.
  await page.goto('/sv/admin/content/rules');
  await pageHydrated(page);
  await main(page).getByLabel(sv('language.label')).selectOption('en');
  await expect(page).toHaveURL(/lang=en/);
  await expect(main(page).getByText('Respect every player')).toBeVisible();
  await expect(main(page).getByText(rule)).toHaveCount(0);
});

const ADMIN_PAGES = [
  '/admin',
  '/admin/content',
  '/admin/content/rules',
  '/admin/content/news-posts',
  '/admin/content/site-settings',
  '/admin/content/landing-texts',
  '/admin/items',
  '/admin/auctions',
  '/admin/punishments',
];

test('the pseudo-locale finds no text that bypasses the library on the admin pages', async ({
  page,
}) => {
  test.setTimeout(ADMIN_PAGES.length * 20_000 + 30_000);
  await signInAs(page, 'admin');
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/json/.test(response.headers()['content-type'] ?? '')) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  const problems: string[] = [];
  for (const address of ADMIN_PAGES) {
    await page.goto(`/en-xa${address}`);
    await pageHydrated(page);
    await expect(page.getByRole('status', { name: /L[oö][aá]d[ií][nñ]g|Ch[eé]ck/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(pageHeading(page)).toContainText('⟦');
    const data = (await Promise.all(bodies)).join(' ');
    for (const text of await bareTexts(page, data)) problems.push(`${address}: ${text}`);
  }
  expect(problems).toEqual([]);
});
