import type { PageManifest } from '@norsecraft/shared';

/**
 * The pages this remote serves (README "Shipping a remote"). The shell enforces each guard
 * before loading this remote — admins every page, editors the content, moderators the
 * punishments, anyone with a staff role the dashboard — so nobody else downloads it; the pages
 * ask the database again (StaffGate), and the database has the last word.
 */
export const pages = [
  { path: '/admin', guard: 'staff', nav: { menu: 'account', label: 'Admin Panel', order: 30 } },
  { path: '/admin/items', guard: 'admin', title: 'ADMIN ITEMS' },
  { path: '/admin/auctions', guard: 'admin', title: 'ADMIN AUCTIONS' },
  { path: '/admin/punishments', guard: 'moderator', title: 'ADMIN PUNISHMENTS' },
  { path: '/admin/content', guard: 'editor', title: 'ADMIN CONTENT' },
  { path: '/admin/content/:kind', guard: 'editor', title: 'ADMIN CONTENT' },
] as const satisfies PageManifest;
