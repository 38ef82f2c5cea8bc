import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { appStore } from '../auth/atoms';
import { siteConfig } from '../config/site';
import { documentTitle } from '../document/contract';

/**
 * docs/product/site.md#page-titles: the page's name as written, then ' · ' and the product's
 * ('Rules · Norsecraft'); the product's name alone without a page name. The HTML host writes the
 * same title into the served page (shared/src/document).
 */
export function pageTitle(name?: string, productName: string = siteConfig.productName): string {
  return documentTitle(name, productName);
}

/** The name a page shown now took from its data (usePageName); null while none has. */
const namedPageAtom = atom<string | null>(null);

/**
 * Names the page by its data — a wiki article or a news post is named by its title, which its
 * manifest entry cannot know: the tab shows it as the HTML host wrote it (from the page's
 * heading), until the page goes.
 */
export function usePageName(name: string | undefined): void {
  useEffect(() => {
    if (!name) return undefined;
    appStore.set(namedPageAtom, name);
    return () => appStore.set(namedPageAtom, null);
  }, [name]);
}

/** The name the page shown now gave itself (usePageName), for the shell's tab title. */
export const useNamedPage = (): string | null => useAtomValue(namedPageAtom, { store: appStore });
