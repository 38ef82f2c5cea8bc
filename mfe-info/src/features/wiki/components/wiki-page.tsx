import { Page, PageHeader } from '@norsecraft/shared';
import { QuickLinks } from './quick-links';
import { WikiCategories } from './wiki-categories';
import { AboutSection } from './about-section';
import { t } from '../i18n';

export default function WikiPage() {
  return (
    <Page>
      <PageHeader title={t('wiki.title')} subtitle={t('wiki.subtitle')} />
      <QuickLinks />
      <WikiCategories />
      <AboutSection />
    </Page>
  );
}
