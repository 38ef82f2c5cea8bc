import { Page, PageHeader } from '@norsecraft/shared';
import { QuickLinks } from './quick-links';
import { WikiCategories } from './wiki-categories';
import { AboutSection } from './about-section';

export default function WikiPage() {
  return (
    <Page>
      <PageHeader
        title="Knowledge Base"
        subtitle="Guides, lore and reference for every realm of the server."
      />
      <QuickLinks />
      <WikiCategories />
      <AboutSection />
    </Page>
  );
}
