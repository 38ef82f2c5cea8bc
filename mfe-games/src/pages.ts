import type { PageManifest } from '@norsecraft/shared';

/** The pages this remote serves (README "Shipping a remote"); each needs its route in routes.tsx. */
export const pages = [
  // The hub is static: supabase-js loads with a game, not before the hub shows.
  {
    path: '/games',
    title: 'Games',
    nav: { menu: 'more', label: 'Games', order: 20 },
    supabase: false,
  },
  { path: '/games/elder-clicker', title: 'Elder Clicker' },
  { path: '/games/flappy-steve', title: 'Flappy Steve' },
] as const satisfies PageManifest;
