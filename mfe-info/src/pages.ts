import type { PageManifest } from '@norsecraft/shared';

/**
 * The pages this remote serves (README "Shipping a remote"). Released with the remote: the shell
 * routes, titles, guards and lists them in the nav from here. Each path needs its page in
 * `routes.tsx`.
 */
export const pages = [
  { path: '/', title: 'HOME', nav: { menu: 'main', label: 'Home', order: 10 } },
  { path: '/votes', title: 'VOTES', nav: { menu: 'main', label: 'Votes', order: 20 } },
  { path: '/rules', title: 'RULES', nav: { menu: 'main', label: 'Rules', order: 30 } },
  { path: '/staff', title: 'STAFF', nav: { menu: 'main', label: 'Staff', order: 40 } },
  { path: '/dynmap', title: 'MAP', nav: { menu: 'more', label: 'Dynmap', order: 10 } },
  { path: '/store', title: 'STORE', nav: { menu: 'main', label: 'Store', order: 50 } },
  { path: '/wiki', title: 'WIKI', nav: { menu: 'main', label: 'Wiki', order: 60 } },
  { path: '/items', title: 'ITEMS' },
  { path: '/punishments', nav: { menu: 'more', label: 'Punishments', order: 30 } },
  { path: '/punishments/:player' },
  { path: '/calendar', nav: { menu: 'more', label: 'Calendar', order: 40, soon: true } },
  { path: '/guilds', nav: { menu: 'more', label: 'Guilds', order: 50, soon: true } },
  { path: '/quests', nav: { menu: 'more', label: 'Quests', order: 60, soon: true } },
  { path: '/achievements', nav: { menu: 'more', label: 'Achievements', order: 70, soon: true } },
] as const satisfies PageManifest;

export type InfoPath = (typeof pages)[number]['path'];
