import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Banner, LinkButton, LoadingState, supabase, useServerFirst } from '@norsecraft/shared';
import { AuthCard } from '../../../components/auth-card';
import { readRecoveryLink } from '../lib/recovery-link';
import { UpdatePasswordForm } from './update-password-form';
import { PasswordUpdated } from './password-updated';
import { t } from '../../../lib/i18n';

type View =
  | { kind: 'checking' }
  | { kind: 'form' }
  | { kind: 'link-error' }
  | { kind: 'signed-out' }
  | { kind: 'updated' };

const CHECKING: View = { kind: 'checking' };

/** What the address alone decides; 'checking' means the session has to be asked. */
function viewFromAddress(): View {
  // Rendered to HTML on the server: the address's fragment never gets there.
  if (typeof window === 'undefined') return CHECKING;
  const link = readRecoveryLink(window.location.search, window.location.hash);
  if (link.kind === 'error') return { kind: 'link-error' };
  return link.kind === 'recovery' ? { kind: 'form' } : { kind: 'checking' };
}

/**
 * /update-password — reached from the recovery link (which signs the user in; supabase-js has
 * already taken the session out of the fragment) or by a signed-in user. A bad or expired link
 * leaves its error in the fragment and gets the error view; anyone else goes to /login.
 */
export function UpdatePasswordPage() {
  const [fromAddress] = useState<View>(viewFromAddress);
  // Checking, as the server rendered it, while the browser hydrates its HTML.
  const address = useServerFirst(fromAddress, CHECKING);
  // What the session check or the form decided since.
  const [decided, setView] = useState<View | null>(null);
  const view = decided ?? address;

  useEffect(() => {
    if (address.kind !== 'checking') return;
    let current = true;
    supabase.auth.getSession().then(
      ({ data }) => current && setView({ kind: data.session ? 'form' : 'signed-out' }),
      () => current && setView({ kind: 'signed-out' }),
    );
    return () => {
      current = false;
    };
  }, [address.kind]);

  switch (view.kind) {
    case 'checking':
      // In the page's frame, so its HTML (rendered on the server, where this is all it can
      // know) carries the page's heading.
      return (
        <AuthCard title={t('update.title')}>
          <LoadingState label={t('update.checking')} />
        </AuthCard>
      );
    case 'signed-out':
      return <Navigate to="/login" replace />;
    case 'updated':
      return <PasswordUpdated />;
    case 'link-error':
      return (
        <AuthCard title={t('update.title')}>
          <Banner tone="error">{t('update.invalidLink')}</Banner>
          <p>{t('update.linkHelp')}</p>
          <LinkButton to="/login" block>
            {t('reset.return')}
          </LinkButton>
          <LinkButton to="/reset-password" variant="ghost" block>
            {t('reset.title')}
          </LinkButton>
        </AuthCard>
      );
    case 'form':
      return (
        <AuthCard title={t('update.title')} subtitle={t('update.subtitle')}>
          <UpdatePasswordForm onUpdated={() => setView({ kind: 'updated' })} />
        </AuthCard>
      );
  }
}
