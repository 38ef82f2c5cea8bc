import type { PageManifest } from '@norsecraft/shared';
import { translatePages } from '@norsecraft/shared/languages';
import sv from './locales/sv/pages.json';

/**
 * The pages this remote serves (README "Shipping a remote"); each needs its route in routes.tsx.
 * Their titles and nav labels in the other languages come from the catalogs (`pages.<path>.*`).
 */
export const pages = translatePages(
  [
    {
      path: '/auction-house',
      title: 'Auction House',
      nav: { menu: 'more', label: 'Auction House', order: 80 },
    },
  ] as const satisfies PageManifest,
  { sv },
);
