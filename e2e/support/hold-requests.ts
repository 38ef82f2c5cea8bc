import type { Page } from '@playwright/test';

/** The shell's entry script: held, the page stays its HTML (a slow phone, on cue). */
export const SHELL_ENTRY = /\/static\/js\/index\.[0-9a-f]+\.js$/;

/**
 * Holds the page's requests that match `url` until the returned function is called: a slow
 * network, on cue.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
