import type { Page } from '@playwright/test';

/**
 * Text on the page that did not pass through the library: visible text and read-out attributes
 * of the body with words in them but no mark of the pseudo-locale. Data is not the library's: a
 * text whose every word is in the page's data (its inline JSON and the API's answers), a date or
 * number `Intl` wrote, a name (`<bdi>`), a `<time>`, and what is marked as another language
 * (`lang`: the language switch's 'Svenska').
 */
export async function bareTexts(page: Page, data: string): Promise<string[]> {
  return page.evaluate((corpus) => {
    // JSON's escapes (`\n`) would glue a letter to the next word.
    const words = corpus.replace(/\\[nrtu"\\/]/g, ' ').toLowerCase();
    const known = new Set(words.match(/[a-z]{3,}/g) ?? []);
    // Month and weekday names as Intl writes them (the pseudo-locale's dates are English).
    const name = (options: Intl.DateTimeFormatOptions, day: number) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' })
        .format(new Date(Date.UTC(2024, 0, 1) + day * 86_400_000))
        .toLowerCase();
    for (let day = 0; day < 366; day += 1) {
      for (const part of ['long', 'short'] as const) {
        known.add(name({ month: part }, day));
        known.add(name({ weekday: part }, day));
      }
    }
    const marked = /[⟦⟧áéíöüýçñšžÅÉÍÖÜÝÇÑŠŽ]/;
    const found = new Set<string>();
    const check = (text: string | null) => {
      const value = (text ?? '').trim();
      if (!value || marked.test(value)) return;
      const words = value.toLowerCase().match(/[a-z]{3,}/g) ?? [];
      if (words.some((word) => !known.has(word))) found.add(value);
    };
    const skipped = (element: Element) =>
      element.closest('script, style, noscript, iframe, [hidden], time, bdi, [lang]:not(html)');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && !skipped(node.parentElement)) check(node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) check(element.getAttribute(name));
    }
    return [...found];
  }, data);
}
