import { useLocation } from 'react-router-dom';
import { EmptyState, LinkButton, Page, signInPath } from '@norsecraft/shared';
import { t } from '../lib/i18n';

/**
 * Shown by the pages that need a user if one is not signed in (the shell's guard normally
 * redirects first; this covers the standalone harness and a sign-out in another tab).
 */
export function SignedOutNotice() {
  const location = useLocation();
  return (
    <Page>
      <EmptyState
        title={t('signedOut.title')}
        message={t('signedOut.message')}
        action={<LinkButton to={signInPath(location)}>{t('signedOut.action')}</LinkButton>}
      />
    </Page>
  );
}
