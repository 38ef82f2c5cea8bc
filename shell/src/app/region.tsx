import { HYDRATED_ATTRIBUTE } from '@norsecraft/shared/document';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';

/** The parts of the layout that hydrate on their own (each one Suspense boundary). */
const REGIONS = ['nav', 'page', 'footer', 'chat'] as const;
export type RegionName = (typeof REGIONS)[number];

const ready = new Set<RegionName>();
const waiting = new Map<RegionName | 'all', () => void>();

function run(key: RegionName | 'all') {
  waiting.get(key)?.();
  waiting.delete(key);
}

/**
 * `callback` runs once the region is interactive (hydrated, for a page sent as HTML, or
 * rendered), in the commit that made it so, before an event that made React hydrate it early is
 * handled; 'all': once every region is. <html> is marked then too (`HYDRATED_ATTRIBUTE`, for
 * tests and the release canary).
 */
export function whenReady(region: RegionName | 'all', callback: () => void): void {
  waiting.set(region, callback);
}

function RegionReady({ name }: { name: RegionName }) {
  useLayoutEffect(() => {
    if (ready.has(name)) return;
    ready.add(name);
    run(name);
    if (ready.size < REGIONS.length) return;
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    run('all');
  }, [name]);
  return null;
}

/**
 * A part of the layout (nav, page, footer, chat widget) that React hydrates apart from the rest:
 * the layout around them is hydrated first, in one short task, and each region after it in slices
 * a phone's taps and paints can come between; a region the visitor touches first is hydrated
 * first. Nothing inside suspends when it hydrates (the shell loads the page's code first), so the
 * empty fallback is only ever seen by a page rendered in the browser.
 */
export function Region({ name, children }: { name: RegionName; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <RegionReady name={name} />
    </Suspense>
  );
}
