import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Theme } from './theme';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The rules whose outcome depends on colours. Both themes render the same markup, so the light
 * theme is checked for these only; the dark one runs every WCAG rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious or critical WCAG 2.1 A/AA findings on the whole page, one line each. */
async function axeProblems(page: Page, theme: Theme): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (
    theme === 'dark' ? axe.withTags(WCAG_TAGS) : axe.withRules(COLOUR_RULES)
  ).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    );
}

export async function expectNoAxeProblems(page: Page, theme: Theme, what: string): Promise<void> {
  // Colours are read once they have settled: a theme just switched fades in (CSS transitions).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  expect.soft(await axeProblems(page, theme), `${what} (${theme})`).toEqual([]);
}
