import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner } from '@norsecraft/shared';
import { AuthCard } from '../../../components/auth-card';
import { t } from '../../../lib/i18n';

/** The success view stays 2 s before /login (docs/product/account.md#password-reset). */
export const REDIRECT_AFTER_UPDATE_MS = 2000;

export function PasswordUpdated() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard title={t('update.done')}>
      <Banner tone="success">{t('update.redirecting')}</Banner>
    </AuthCard>
  );
}
