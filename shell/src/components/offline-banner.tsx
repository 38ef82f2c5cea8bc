import { Banner } from '@norsecraft/shared';
import styled from 'styled-components';
import { useOnline } from '../lib/connection';
import { t } from '../lib/i18n';

// Under the top bar wherever the page is scrolled, above the page's content.
const Sticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.navHeight};
  z-index: 50;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} 0`};
`;

/** While the browser is offline: says so, and that pages will load again on their own. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Sticky>
      <Banner tone="info">
        <strong>{t('offline.title')}</strong> {t('offline.body')}
      </Banner>
    </Sticky>
  );
}
