import styled from 'styled-components';
import {
  Banner,
  ContentEmptyState,
  contentIcon,
  isUntranslated,
  Page,
  PageHeader,
  QueryView,
  SidebarLayout,
  UntranslatedNote,
} from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { useRules } from '../api/use-rules';
import type { RuleSection } from '../api/get-rules';
import { RuleList } from './rule-list';
import { RulesContents } from './rules-contents';
import { t } from '../i18n';

// A readable measure: the rules are read line by line, not scanned across a wide screen.
const Column = styled.div`
  max-width: 46rem;
`;

const Title = styled(SectionTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primary};
`;

function Rules({ sections }: { sections: RuleSection[] }) {
  return (
    <SidebarLayout sidebar={<RulesContents categories={sections} />}>
      <Column lang={isUntranslated(sections[0]?.lang) ? sections[0]?.lang : undefined}>
        <UntranslatedNote lang={sections[0]?.lang} />
        {sections.map((section, i) => (
          <Section key={section.id} id={section.anchor} aria-labelledby={`rules-${i}`}>
            <Title id={`rules-${i}`}>
              <Icon name={contentIcon(section.icon)} size={26} /> {section.title}
            </Title>
            <RuleList rules={section.rules} categoryNumber={i + 1} anchor={section.anchor} />
          </Section>
        ))}
        <Section>
          <Banner tone="info">{t('rules.disclaimer')}</Banner>
        </Section>
      </Column>
    </SidebarLayout>
  );
}

export default function RulesPage() {
  return (
    <Page>
      <PageHeader title={t('rules.title')} subtitle={t('rules.subtitle')} />
      <QueryView
        query={useRules()}
        loadingLabel={t('rules.loading')}
        errorTitle={t('rules.failed')}
        isEmpty={(sections) => sections.length === 0}
        empty={
          <ContentEmptyState
            title={t('rules.emptyTitle')}
            message={t('rules.emptyMessage')}
            kind="rules"
            addLabel={t('rules.emptyAdd')}
          />
        }
      >
        {(sections) => <Rules sections={sections} />}
      </QueryView>
    </Page>
  );
}
