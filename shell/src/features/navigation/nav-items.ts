/** The top bar's links (spec section 2, navigation and chrome). */
export interface NavLinkItem {
  label: string;
  to: string;
  soon?: boolean;
}

export const DIRECT_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Votes', to: '/votes' },
  { label: 'Rules', to: '/rules' },
  { label: 'Staff', to: '/staff' },
  { label: 'Store', to: '/store' },
  { label: 'Wiki', to: '/wiki' },
];

export const MORE_LINKS: readonly NavLinkItem[] = [
  { label: 'Dynmap', to: '/dynmap' },
  { label: 'Games', to: '/games' },
  { label: 'Punishments', to: '/punishments' },
  { label: 'Calendar', to: '/calendar', soon: true },
  { label: 'Guilds', to: '/guilds', soon: true },
  { label: 'Quests', to: '/quests', soon: true },
  { label: 'Achievements', to: '/achievements', soon: true },
  { label: 'Auction House', to: '/auction-house', soon: true },
];

export interface ProfileMenuEntry {
  id: string;
  label: string;
  to?: string;
  action?: 'sign-out';
  divider?: boolean;
}

/** Profile menu entries for the visitor: signed-out visitors only get Sign In. */
export function profileMenuEntries(signedIn: boolean, isAdmin: boolean): ProfileMenuEntry[] {
  if (!signedIn) return [{ id: 'sign-in', label: 'Sign In', to: '/login' }];
  return [
    { id: 'profile', label: 'Profile', to: '/profile' },
    { id: 'members', label: 'Members Area', to: '/members' },
    ...(isAdmin ? [{ id: 'admin', label: 'Admin Panel', to: '/admin' }] : []),
    { id: 'settings', label: 'Settings', to: '/settings' },
    { id: 'divider', label: '', divider: true },
    { id: 'sign-out', label: 'Sign Out', action: 'sign-out' },
  ];
}

/** The bar turns opaque with blur once the page has scrolled more than this (spec section 9). */
export const SCROLL_THRESHOLD_PX = 20;

export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}
