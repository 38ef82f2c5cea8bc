import { Tag } from '@norsecraft/shared';
import type { NavLinkItem } from '../nav-items';
import { t } from '../../../lib/i18n';

/** A menu link's text, tagged "Soon" while its page is a placeholder. */
export function LinkLabel({ link }: { link: NavLinkItem }) {
  if (!link.soon) return <>{link.label}</>;
  return (
    <>
      {link.label}
      <Tag $tone="primary">{t('nav.soon')}</Tag>
    </>
  );
}
