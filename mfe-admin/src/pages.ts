import type { PageManifest } from '@norsecraft/shared';
import { translatePages } from '@norsecraft/shared/languages';
import sv from './locales/sv/pages.json';

/**
 * The pages this remote serves (README "Shipping a remote"). The shell enforces each guard
 * before loading this remote — admins every page, editors the content, moderators the
 * punishments, anyone with a staff role the dashboard — so nobody else downloads it; the pages
 * ask the database again (StaffGate), and the database has the last word. Their titles and nav
 * labels in the other languages come from the catalogs (`pages.<path>.*`).
 */
export const pages = translatePages(
  [
    {
      path: '/admin',
      title: 'Admin Dashboard',
      guard: 'staff',
      nav: { menu: 'account', label: 'Admin Panel', order: 30 },
    },
    { path: '/admin/items', guard: 'admin', title: 'Admin Items' },
    { path: '/admin/auctions', guard: 'admin', title: 'Admin Auctions' },
    { path: '/admin/punishments', guard: 'moderator', title: 'Admin Punishments' },
    { path: '/admin/content', guard: 'editor', title: 'Admin Content' },
    { path: '/admin/content/:kind', guard: 'editor', title: 'Admin Content' },
  ] as const satisfies PageManifest,
  { sv },
);
