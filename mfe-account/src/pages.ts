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
      path: '/login',
      title: 'Sign In',
      nav: { menu: 'account', label: 'Sign In', order: 5, signedOutOnly: true },
    },
    // Where sign-up goes: the confirmation link is in the mail.
    { path: '/check-email', title: 'Check Your Email' },
    { path: '/reset-password', title: 'Reset Password' },
    { path: '/update-password', title: 'Update Password' },
    {
      path: '/members',
      title: 'Members Area',
      guard: 'signed-in',
      nav: { menu: 'account', label: 'Members Area', order: 20 },
    },
    {
      path: '/profile',
      title: 'Profile',
      guard: 'signed-in',
      nav: { menu: 'account', label: 'Profile', order: 10 },
    },
    // Not in the profile menu, which the spec fixes to Profile, Members Area, Admin Panel, Settings
    // and Sign Out: the auction house links to it (and its notices do).
    { path: '/my-auctions', guard: 'signed-in', title: 'My Auctions' },
    {
      path: '/settings',
      title: 'Settings',
      guard: 'signed-in',
      nav: { menu: 'account', label: 'Settings', order: 40 },
    },
  ] as const satisfies PageManifest,
  { sv },
);
