import { readFileSync } from 'node:fs';
import { serveStatic } from '../../scripts/lib/static-server.mjs';
import { CATALOGUE_DIR, CATALOGUE_INDEX } from '../support/catalogue';
import { expect, test as base } from '../support/fixtures';

/*
 * The UI kit's catalogue (`pnpm catalogue:build`, Storybook): every story renders in both
 * themes without an error. `pnpm test` builds it before the browser tests; the e2e global setup
 * builds it when it is missing (or with E2E_BUILD=1).
 */

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

function builtCatalogue(): IndexEntry[] {
  const index = JSON.parse(readFileSync(CATALOGUE_INDEX, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const test = base.extend<object, { catalogueUrl: string }>({
  catalogueUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured.
    async ({}, provide) => {
      const server = await serveStatic({ root: CATALOGUE_DIR });
      await provide(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

const stories = builtCatalogue();

test('the catalogue lists the UI kit, ConfirmDialog included', () => {
  const titles = new Set(stories.map((story) => story.title));
  expect(titles).toContain('UI kit/ConfirmDialog');
  expect(titles.size).toBeGreaterThanOrEqual(15);
});

for (const story of stories) {
  test(`${story.title} / ${story.name} renders in the dark and the light theme`, async ({
    page,
    catalogueUrl,
  }) => {
    await page.goto(`${catalogueUrl}/iframe.html?id=${story.id}&viewMode=story`);
    for (const theme of ['dark', 'light']) {
      const pane = page.getByRole('region', { name: `${theme} theme` });
      await expect(pane).toBeVisible();
      await expect(pane.locator(':scope > *').first()).toBeAttached();
    }
  });
}

test('a ConfirmDialog opens from its story and Escape cancels it', async ({
  page,
  catalogueUrl,
}) => {
  await page.goto(`${catalogueUrl}/iframe.html?id=ui-kit-confirmdialog--danger&viewMode=story`);
  const dark = page.getByRole('region', { name: 'dark theme' });
  await dark.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete event?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(dark.getByRole('button', { name: 'Delete' })).toBeFocused();
});
