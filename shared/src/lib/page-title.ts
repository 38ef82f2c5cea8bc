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
