import type { PageManifest } from '@norsecraft/shared';

/** The pages this remote serves (README "Shipping a remote"); each needs its route in routes.tsx. */
export const pages = [
  {
    path: '/auction-house',
    title: 'Auction House',
    nav: { menu: 'more', label: 'Auction House', order: 80 },
  },
] as const satisfies PageManifest;
