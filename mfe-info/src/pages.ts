import type { PageManifest } from '@norsecraft/shared';

/**
 * The pages this remote serves (README "Shipping a remote"). Released with the remote: the shell
 * routes, titles, guards and lists them in the nav from here. Each path needs its page in
 * `routes.tsx`. `supabase: false`: the page never uses the Supabase client (static content), so
 * the shell does not load it for a visit that starts there.
 */
export const pages = [
  { path: '/', title: 'HOME', nav: { menu: 'main', label: 'Home', order: 10 }, supabase: false },
  // The votes counted from the game (issue 38): read from the database.
  { path: '/votes', title: 'VOTES', nav: { menu: 'main', label: 'Votes', order: 20 } },
  {
    path: '/rules',
    title: 'RULES',
    nav: { menu: 'main', label: 'Rules', order: 30 },
    supabase: false,
  },
  {
    path: '/staff',
    title: 'STAFF',
    nav: { menu: 'main', label: 'Staff', order: 40 },
    supabase: false,
  },
  {
    path: '/dynmap',
    title: 'MAP',
    nav: { menu: 'more', label: 'Dynmap', order: 10 },
    supabase: false,
  },
  {
    path: '/store',
    title: 'STORE',
    nav: { menu: 'main', label: 'Store', order: 50 },
    supabase: false,
  },
  {
    path: '/wiki',
    title: 'WIKI',
    nav: { menu: 'main', label: 'Wiki', order: 60 },
    supabase: false,
  },
  { path: '/items', title: 'ITEMS' },
  { path: '/punishments', nav: { menu: 'more', label: 'Punishments', order: 30 } },
  { path: '/punishments/:player' },
  { path: '/players/:name' },
  { path: '/calendar', nav: { menu: 'more', label: 'Calendar', order: 40, soon: true } },
  {
    path: '/guilds',
    nav: { menu: 'more', label: 'Guilds', order: 50, soon: true },
    supabase: false,
  },
  {
    path: '/quests',
    nav: { menu: 'more', label: 'Quests', order: 60, soon: true },
    supabase: false,
  },
  {
    path: '/achievements',
    nav: { menu: 'more', label: 'Achievements', order: 70, soon: true },
    supabase: false,
  },
] as const satisfies PageManifest;

export type InfoPath = (typeof pages)[number]['path'];
