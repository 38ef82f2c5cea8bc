import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The site's notice (a toast) saying `text`. */
export const noticeSaying = (page: Page, text: string | RegExp) =>
  page.locator('[data-tone]', { hasText: text });

/** Fails unless the notice's box and each of `parts` share no pixel. */
export async function expectNoticeClearOf(
  notice: Locator,
  parts: Record<string, Locator>,
): Promise<void> {
  const box = (await notice.boundingBox())!;
  for (const [name, part] of Object.entries(parts)) {
    const other = (await part.boundingBox())!;
    const apart =
      box.x + box.width <= other.x ||
      other.x + other.width <= box.x ||
      box.y + box.height <= other.y ||
      other.y + other.height <= box.y;
    expect(apart, `the notice covers the ${name}`).toBe(true);
  }
}
