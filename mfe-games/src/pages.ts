import type { PageManifest } from '@norsecraft/shared';

/** The pages this remote serves (README "Shipping a remote"); each needs its route in routes.tsx. */
export const pages = [
  { path: '/games', nav: { menu: 'more', label: 'Games', order: 20 } },
  { path: '/games/elder-clicker' },
  { path: '/games/flappy-steve' },
] as const satisfies PageManifest;
