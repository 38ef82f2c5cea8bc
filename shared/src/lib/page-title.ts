import { siteConfig } from '../config/site';

/** Paths that carry a label after the product name (spec section 2, page title rule). */
const TITLE_LABELS: Readonly<Record<string, string>> = {
  '/': 'HOME',
  '/votes': 'VOTES',
  '/rules': 'RULES',
  '/staff': 'STAFF',
  '/dynmap': 'MAP',
  '/store': 'STORE',
  '/wiki': 'WIKI',
  '/items': 'ITEMS',
};

/** 'NORSECRAFT | HOME' for labelled paths, 'NORSECRAFT' for every other path. */
export function pageTitle(pathname: string, productName: string = siteConfig.productName): string {
  const name = productName.toUpperCase();
  // A trailing slash ('/votes/') is the same page.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const label = TITLE_LABELS[path];
  return label ? `${name} | ${label}` : name;
}
