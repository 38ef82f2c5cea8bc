import { siteConfig } from '../config/site';

/**
 * docs/product/site.md#page-titles: the product name in capitals, then ' | ' and the page's label
 * in capitals when its page manifest gives one ('NORSECRAFT | MAP'); the name alone otherwise.
 */
export function pageTitle(label?: string, productName: string = siteConfig.productName): string {
  const name = productName.toUpperCase();
  return label ? `${name} | ${label.toUpperCase()}` : name;
}
