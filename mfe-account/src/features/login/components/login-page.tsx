import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  Banner,
  LoadingState,
  refreshProfile,
  returnPathFrom,
  supabase,
  useServerFirst,
  useSessionUser,
} from '@norsecraft/shared';
import { AuthCard } from '../../../components/auth-card';
import { readConfirmationLink, type ConfirmationLinkState } from '../lib/confirmation-link';
import { LoginForm, type LoginMode } from './login-form';
import { t } from '../../../lib/i18n';

/** What a confirmation link left in the address; on the server there is no fragment. */
const linkFromAddress = (): ConfirmationLinkState =>
  typeof window === 'undefined' ? 'none' : readConfirmationLink(window.location.hash);

/**
 * /login — Account Access: sign in or create an account, then back to the page the visitor came
 * from (`?next=`, same-site paths only), else /members. A sign-up confirmation link lands here
 * too: supabase-js signs in from its fragment, and the page moves on once the user is known.
 */
export function LoginPage() {
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('sign-in');
  const [link, setLink] = useState<ConfirmationLinkState>(linkFromAddress);
  // The server never sees the fragment: the page hydrates as it was sent, then says what the
  // link did.
  const shownLink = useServerFirst(link, 'none');
  const target = returnPathFrom(location.search);

  useEffect(() => {
    if (link !== 'signing-in') return;
    let current = true;
    // Resolves once supabase-js has taken the session out of the fragment (or failed to).
    supabase.auth.getSession().then(
      async ({ data }) => {
        if (data.session) await refreshProfile();
        else if (current) setLink('error');
      },
      () => current && setLink('error'),
    );
    return () => {
      current = false;
    };
  }, [link]);

  // Already signed in (just now by a confirmation link, or in another tab): nothing to do here.
  if (user) return <Navigate to={target} replace />;

  if (shownLink === 'signing-in') {
    return (
      <AuthCard title={t('login.title')}>
        <LoadingState label={t('login.confirming')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={mode === 'sign-in' ? t('login.signInSubtitle') : t('login.signUpSubtitle')}
    >
      {shownLink === 'error' && <Banner tone="error">{t('login.invalidLink')}</Banner>}
      <LoginForm
        mode={mode}
        onModeChange={setMode}
        onSignedIn={() => navigate(target, { replace: true })}
        onConfirmationSent={(email) =>
          navigate({ pathname: '/check-email', search: location.search }, { state: { email } })
        }
        returnPath={target}
      />
    </AuthCard>
  );
}
