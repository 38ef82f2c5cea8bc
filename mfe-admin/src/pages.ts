import type { PageManifest } from '@norsecraft/shared';

/**
 * The pages this remote serves (README "Shipping a remote"). The shell enforces the admin guard
 * before loading this remote, so non-admins never download it.
 */
export const pages = [
  { path: '/admin', guard: 'admin', nav: { menu: 'account', label: 'Admin Panel', order: 30 } },
  { path: '/admin/items', guard: 'admin', title: 'ADMIN ITEMS' },
  { path: '/admin/auctions', guard: 'admin', title: 'ADMIN AUCTIONS' },
  { path: '/admin/punishments', guard: 'admin', title: 'ADMIN PUNISHMENTS' },
] as const satisfies PageManifest;
