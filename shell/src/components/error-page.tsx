import { Button, Page, PageHeader } from '@norsecraft/shared';
import { useOnline } from '../lib/connection';
import { t } from '../lib/i18n';

/**
 * Shown when the shell's own route rendering fails (remote failures have their own fallback).
 * Offline, it says the page needs the connection: it renders again by itself once it is back.
 */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  return (
    <Page>
      {online ? (
        <PageHeader title={t('error.title')} subtitle={t('error.subtitle')} />
      ) : (
        <PageHeader title={t('error.offlineTitle')} subtitle={t('error.offlineSubtitle')} />
      )}
      <Button onClick={onRetry}>{t('error.retry')}</Button>
    </Page>
  );
}
