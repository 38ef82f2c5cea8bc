import { guardDecision, type NavLinkItem, type RouteTable } from '../../lib/route-table';
import { t } from '../../lib/i18n';

export type { NavLinkItem };

export interface ProfileMenuEntry {
  id: string;
  label: string;
  to?: string;
  action?: 'sign-out';
  divider?: boolean;
}

/**
 * The account (avatar) menu for the visitor, from the pages whose manifests place them there:
 * entries a signed-out visitor gets (Sign In) or those whose guard admits the visitor, then the
 * shell's own divider and Sign Out when signed in (docs/product/site.md#navigation).
 */
export function profileMenuEntries(
  table: RouteTable,
  signedIn: boolean,
  roles: readonly string[],
): ProfileMenuEntry[] {
  const pages = table
    .menu('account')
    .filter((link) =>
      link.signedOutOnly
        ? !signedIn
        : guardDecision(link.guard, { signedIn, roles }).kind === 'render',
    )
    .map((link) => ({ id: link.to, label: link.label, to: link.to }));
  if (!signedIn) return pages;
  return [
    ...pages,
    { id: 'divider', label: '', divider: true },
    { id: 'sign-out', label: t('nav.signOut'), action: 'sign-out' },
  ];
}

/**
 * The bar turns opaque with blur once the page has scrolled more than this
 * (docs/product/site.md#navigation).
 */
export const SCROLL_THRESHOLD_PX = 20;

export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}
