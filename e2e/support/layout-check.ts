import { expect, type Page } from '@playwright/test';

/** The widths of the layout sweep and the visual comparisons: phones to a wide desktop. */
export const SWEEP_WIDTHS = [360, 390, 768, 1024, 1366, 1920] as const;
export const SWEEP_HEIGHT = 800;
/** A common laptop screen, short: what fits at 1366 × 800 may not at 768 px tall. */
export const LAPTOP_VIEWPORT = { width: 1366, height: 768 } as const;

/** The family every heading is set in, shipped with the site (shared/src/theme/fonts.ts). */
export const DISPLAY_FACE = 'Cinzel';

/**
 * Everything wrong with the layout as it stands, one line per problem; runs in the page.
 * - an element reaching outside the viewport horizontally (unless an ancestor clips it);
 * - text that overflows its own box (overflow left visible, content wider or taller than it);
 * - a floating control (position: fixed, outside the top bar) on top of a focusable element,
 *   at the top, middle and bottom of the page;
 * - a heading not set in the display face, or that face not loaded.
 */
function problemsInPage(displayFace: string): string[] {
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const name = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = el.getAttribute('aria-label');
    return `<${el.tagName.toLowerCase()}>${label ? ` [${label}]` : ''} "${text}"`;
  };
  const visible = (el: Element, style = getComputedStyle(el)) => {
    const rect = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && rect.width > 1 && rect.height > 1;
  };
  const clippedByAncestor = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto') {
        return true;
      }
    }
    return false;
  };

  for (const el of document.body.querySelectorAll('*')) {
    // Drawings are checked as a whole (their <svg>), not shape by shape.
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    const style = getComputedStyle(el);
    if (!visible(el, style)) continue;
    const rect = el.getBoundingClientRect();
    if ((rect.right > viewportWidth + 1 || rect.left < -1) && !clippedByAncestor(el)) {
      problems.push(
        `outside the viewport (${Math.round(rect.left)}…${Math.round(rect.right)} of ${viewportWidth} px): ${name(el)}`,
      );
    }
    const ownText = [...el.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!ownText || style.display === 'inline' || style.display === 'contents') continue;
    if (style.overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`text wider than its box (${el.scrollWidth} > ${el.clientWidth}): ${name(el)}`);
    }
    // A display face's tall glyphs may reach a little past a tight line box; more is overflow.
    const slack = Math.max(2, 0.2 * parseFloat(style.fontSize));
    if (style.overflowY === 'visible' && el.scrollHeight > el.clientHeight + slack) {
      problems.push(
        `text taller than its box (${el.scrollHeight} > ${el.clientHeight}): ${name(el)}`,
      );
    }
  }

  // Floating controls: fixed-position buttons outside the top bar (the chat toggle). An open modal
  // dialog covers the page on purpose (what is behind it is out of reach): then only the
  // dialog's own controls count as targets, and its buttons are not floating controls.
  const modal = document.querySelector('[role="dialog"][aria-modal="true"]');
  const topBar = document.querySelector('header');
  const barBottom = topBar?.getBoundingClientRect().bottom ?? 0;
  const floating = [...document.querySelectorAll('button')].filter((button) => {
    if (topBar?.contains(button) || modal?.contains(button)) return false;
    for (let a: Element | null = button; a; a = a.parentElement) {
      if (getComputedStyle(a).position === 'fixed') return visible(button);
    }
    return false;
  });
  const focusable = [
    ...(modal ?? document).querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ];
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  const startScroll = window.scrollY;
  for (const top of [0, maxScroll / 2, maxScroll]) {
    window.scrollTo({ top, behavior: 'instant' });
    for (const control of floating) {
      const c = control.getBoundingClientRect();
      for (const target of focusable) {
        if (target === control || control.contains(target) || target.contains(control)) continue;
        if (floating.some((f) => f.parentElement?.contains(target))) continue;
        const t = target.getBoundingClientRect();
        if (t.width <= 1 || t.height <= 1) continue;
        const left = Math.max(c.left, t.left);
        const right = Math.min(c.right, t.right);
        const upper = Math.max(c.top, t.top, barBottom);
        const lower = Math.min(c.bottom, t.bottom);
        if (right - left < 2 || lower - upper < 2) continue;
        const hit = document.elementFromPoint((left + right) / 2, (upper + lower) / 2);
        if (hit && control.contains(hit)) {
          problems.push(`${name(control)} covers ${name(target)} (scrolled to ${Math.round(top)})`);
        }
      }
    }
  }
  window.scrollTo({ top: startScroll, behavior: 'instant' });

  const faceLoaded = [...document.fonts].some(
    (face) => face.family.replace(/["']/g, '') === displayFace && face.status === 'loaded',
  );
  if (!faceLoaded) problems.push(`the display face ${displayFace} is not loaded`);
  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (!visible(heading)) continue;
    // The stack starts with the text face's digits (numbers read as numbers), then the display face.
    const families = getComputedStyle(heading)
      .fontFamily.split(',')
      .map((part) => part.replace(/["']/g, '').trim());
    const family = families.find((part) => part !== 'Norse Numerals');
    if (family !== displayFace)
      problems.push(`heading in ${family}, not ${displayFace}: ${name(heading)}`);
  }
  return [...new Set(problems)];
}

/**
 * Waits for the shipped fonts and a frame after the last resize, then checks the layout. At
 * most 5 s: a headless page under load was once given no frame for minutes (the measuring itself
 * forces the layout, so it stays exact).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const fontsAndFrame = document.fonts.ready.then(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return Promise.race([fontsAndFrame, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  return page.evaluate(problemsInPage, DISPLAY_FACE);
}

export async function expectGoodLayout(page: Page, what: string): Promise<void> {
  expect.soft(await layoutProblems(page), what).toEqual([]);
}

/** The loaded page at every sweep width, then on the short laptop screen. */
export async function expectGoodLayoutAtEverySize(page: Page, what: string): Promise<void> {
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width, height: SWEEP_HEIGHT });
    await expectGoodLayout(page, `${what} at ${width} px`);
  }
  await page.setViewportSize(LAPTOP_VIEWPORT);
  await expectGoodLayout(page, `${what} at 1366 × 768`);
}

/** No horizontal scroll on a 360 px phone (the document no wider than the viewport). */
export async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: SWEEP_WIDTHS[0], height: SWEEP_HEIGHT });
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `horizontal overflow at 360 px on ${what}`,
    )
    .toBeLessThanOrEqual(0);
}
