import type { PageManifest } from '@norsecraft/shared';

/** The pages this remote serves (README "Shipping a remote"); each needs its route in routes.tsx. */
export const pages = [
  {
    path: '/login',
    nav: { menu: 'account', label: 'Sign In', order: 5, signedOutOnly: true },
  },
  // Where sign-up goes: the confirmation link is in the mail.
  { path: '/check-email' },
  { path: '/reset-password' },
  { path: '/update-password' },
  {
    path: '/members',
    guard: 'signed-in',
    nav: { menu: 'account', label: 'Members Area', order: 20 },
  },
  { path: '/profile', guard: 'signed-in', nav: { menu: 'account', label: 'Profile', order: 10 } },
  // Not in the profile menu, which the spec fixes to Profile, Members Area, Admin Panel, Settings
  // and Sign Out: the auction house links to it (and its notices do).
  { path: '/my-auctions', guard: 'signed-in', title: 'MY AUCTIONS' },
  { path: '/settings', guard: 'signed-in', nav: { menu: 'account', label: 'Settings', order: 40 } },
] as const satisfies PageManifest;
