import type { Page } from '@playwright/test';
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

/**
 * Shows a story in the loaded catalogue page without loading it again, as Storybook's own test
 * runner does: the preview is asked over its channel and answers when the story has rendered.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve, reject) => {
        type Listener = (payload?: unknown) => void;
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on: (event: string, listener: Listener) => void;
              off: (event: string, listener: Listener) => void;
              emit: (event: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
        const stop = () => {
          channel.off('storyRendered', rendered);
          for (const event of failures) channel.off(event, failed);
        };
        const rendered: Listener = () => {
          stop();
          resolve();
        };
        const failed: Listener = (payload) => {
          stop();
          reject(new Error(`story ${id} did not render: ${JSON.stringify(payload)}`));
        };
        channel.on('storyRendered', rendered);
        for (const event of failures) channel.on(event, failed);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

async function expectBothThemes(page: Page, what: string) {
  for (const theme of ['dark', 'light']) {
    const pane = page.getByRole('region', { name: `${theme} theme` });
    await expect(pane, `${what}, ${theme} theme`).toBeVisible();
    await expect(pane.locator(':scope > *').first(), `${what}, ${theme} theme`).toBeAttached();
  }
}

// One test per component: its first story is opened, the others are shown in the same page.
const storiesByTitle = new Map<string, IndexEntry[]>();
for (const story of stories) {
  storiesByTitle.set(story.title, [...(storiesByTitle.get(story.title) ?? []), story]);
}
for (const [title, group] of storiesByTitle) {
  test(`${title}: every story renders in the dark and the light theme`, async ({
    page,
    catalogueUrl,
  }) => {
    for (const [index, story] of group.entries()) {
      if (index === 0) await page.goto(`${catalogueUrl}/iframe.html?id=${story.id}&viewMode=story`);
      else await showStory(page, story.id);
      await expectBothThemes(page, story.name);
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
