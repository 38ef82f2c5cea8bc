import type { PageManifest } from '@norsecraft/shared';
import { translatePages } from '@norsecraft/shared/languages';
import sv from './locales/sv/pages.json';

/**
 * The pages this remote serves (README "Shipping a remote"). Released with the remote: the shell
 * routes, titles, guards and lists them in the nav from here. Each path needs its page in
 * `routes.tsx`. `supabase: false`: the page renders without the Supabase client, so the shell
 * does not load it for a visit that starts there — its content arrives in the HTML (the page's
 * `prefetch` queries, run by the HTML host), and its queries load the client when they run.
 * Titles and nav labels in the other languages come from the catalogs (`pages.<path>.*`).
 */
export const pages = translatePages(
  [
    {
      path: '/',
      title: 'Home',
      previewLabel: 'HOME',
      nav: { menu: 'main', label: 'Home', order: 10 },
      supabase: false,
    },
    // The votes counted from the game (issue 38): read from the database.
    {
      path: '/votes',
      title: 'Votes',
      previewLabel: 'VOTES',
      nav: { menu: 'main', label: 'Votes', order: 20 },
    },
    {
      path: '/rules',
      title: 'Rules',
      previewLabel: 'RULES',
      nav: { menu: 'main', label: 'Rules', order: 30 },
      supabase: false,
    },
    {
      path: '/staff',
      title: 'Staff',
      previewLabel: 'STAFF',
      nav: { menu: 'main', label: 'Staff', order: 40 },
      supabase: false,
    },
    {
      path: '/dynmap',
      title: 'Map',
      previewLabel: 'MAP',
      nav: { menu: 'more', label: 'Dynmap', order: 10 },
      supabase: false,
    },
    {
      path: '/store',
      title: 'Store',
      previewLabel: 'STORE',
      nav: { menu: 'main', label: 'Store', order: 50 },
      supabase: false,
    },
    {
      path: '/wiki',
      title: 'Wiki',
      previewLabel: 'WIKI',
      nav: { menu: 'main', label: 'Wiki', order: 60 },
      supabase: false,
    },
    // A wiki article and a news post are named by their title (usePageName; the host: the heading).
    { path: '/wiki/:slug', supabase: false },
    {
      path: '/news',
      title: 'News',
      nav: { menu: 'more', label: 'News', order: 5 },
      supabase: false,
    },
    { path: '/news/page/:page', title: 'News, page :page', supabase: false },
    { path: '/news/:post', supabase: false },
    { path: '/items', title: 'Items', previewLabel: 'ITEMS' },
    {
      path: '/punishments',
      title: 'Punishments',
      nav: { menu: 'more', label: 'Punishments', order: 30 },
    },
    { path: '/punishments/:player', title: 'Punishments of :player' },
    { path: '/players/:name', title: ':name' },
    { path: '/calendar', title: 'Calendar', nav: { menu: 'more', label: 'Calendar', order: 40 } },
    {
      path: '/guilds',
      title: 'Guilds',
      nav: { menu: 'more', label: 'Guilds', order: 50, soon: true },
      supabase: false,
    },
    {
      path: '/quests',
      title: 'Quests',
      nav: { menu: 'more', label: 'Quests', order: 60, soon: true },
      supabase: false,
    },
    {
      path: '/achievements',
      title: 'Achievements',
      nav: { menu: 'more', label: 'Achievements', order: 70, soon: true },
      supabase: false,
    },
  ] as const satisfies PageManifest,
  { sv },
);

export type InfoPath = (typeof pages)[number]['path'];
