import type { PageManifest } from '@norsecraft/shared';
import { translatePages } from '@norsecraft/shared/languages';
import sv from './locales/sv/pages.json';

/**
 * The pages this remote serves (README "Shipping a remote"); each needs its route in routes.tsx.
 * Their titles and nav labels in the other languages come from the catalogs (`pages.<path>.*`).
 */
export const pages = translatePages(
  [
    // The hub is static: supabase-js loads with a game, not before the hub shows.
    {
      path: '/games',
      title: 'Games',
      nav: { menu: 'more', label: 'Games', order: 20 },
      supabase: false,
    },
    { path: '/games/elder-clicker', title: 'Elder Clicker' },
    { path: '/games/flappy-steve', title: 'Flappy Steve' },
  ] as const satisfies PageManifest,
  { sv },
);
