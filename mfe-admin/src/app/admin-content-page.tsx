import { AdminPage } from '../components/admin-page';
import { ContentOverview } from '../features/content/components/content-overview';
import { t } from '../lib/i18n';

export function AdminContentPage() {
  return (
    <AdminPage title={t('content.title')} subtitle={t('content.subtitle')}>
      <ContentOverview />
    </AdminPage>
  );
}
