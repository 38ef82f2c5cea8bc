import type { PageManifest } from '@norsecraft/shared';

/**
 * The pages this remote serves (README "Shipping a remote"). Released with the remote: the shell
 * routes, titles, guards and lists them in the nav from here. Each path needs its page in
 * `routes.tsx`. `supabase: false`: the page renders without the Supabase client, so the shell
 * does not load it for a visit that starts there — its content arrives in the HTML (the page's
 * `prefetch` queries, run by the HTML host), and its queries load the client when they run.
 */
export const pages = [
  { path: '/', title: 'HOME', nav: { menu: 'main', label: 'Home', order: 10 }, supabase: false },
  {
    path: '/votes',
    title: 'VOTES',
    nav: { menu: 'main', label: 'Votes', order: 20 },
    supabase: false,
  },
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
  { path: '/wiki/:slug', supabase: false },
  { path: '/news', nav: { menu: 'more', label: 'News', order: 5 }, supabase: false },
  { path: '/news/page/:page', supabase: false },
  { path: '/news/:post', supabase: false },
  { path: '/items', title: 'ITEMS' },
  { path: '/punishments', nav: { menu: 'more', label: 'Punishments', order: 30 } },
  { path: '/punishments/:player' },
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
