import type { PageManifest } from '@norsecraft/shared';

/**
 * The pages this remote serves (README "Shipping a remote"). The shell enforces the admin guard
 * before loading this remote, so non-admins never download it.
 */
export const pages = [
  {
    path: '/admin',
    title: 'Admin Dashboard',
    guard: 'admin',
    nav: { menu: 'account', label: 'Admin Panel', order: 30 },
  },
  { path: '/admin/items', guard: 'admin', title: 'Admin Items' },
  { path: '/admin/auctions', guard: 'admin', title: 'Admin Auctions' },
  { path: '/admin/punishments', guard: 'admin', title: 'Admin Punishments' },
] as const satisfies PageManifest;
