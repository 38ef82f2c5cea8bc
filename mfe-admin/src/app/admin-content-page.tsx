import { AdminPage } from '../components/admin-page';
import { ContentOverview } from '../features/content/components/content-overview';

export function AdminContentPage() {
  return (
    <AdminPage
      title="Site Content"
      subtitle="Every page's words, the news and the settings: saved versions, live on the site at once"
    >
      <ContentOverview />
    </AdminPage>
  );
}
