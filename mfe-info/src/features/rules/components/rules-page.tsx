import styled from 'styled-components';
import {
  Banner,
  ContentEmptyState,
  contentIcon,
  Page,
  PageHeader,
  QueryView,
  SidebarLayout,
} from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { useRules } from '../api/use-rules';
import type { RuleSection } from '../api/get-rules';
import { RuleList } from './rule-list';
import { RulesContents } from './rules-contents';

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
      <Column>
        {sections.map((section, i) => (
          <Section key={section.id} id={section.anchor} aria-labelledby={`rules-${i}`}>
            <Title id={`rules-${i}`}>
              <Icon name={contentIcon(section.icon)} size={26} /> {section.title}
            </Title>
            <RuleList rules={section.rules} categoryNumber={i + 1} anchor={section.anchor} />
          </Section>
        ))}
        <Section>
          <Banner tone="info">
            These rules may change at any time, and staff have the final say in every case. Breaking
            them may lead to warnings, temporary bans or permanent bans.
          </Banner>
        </Section>
      </Column>
    </SidebarLayout>
  );
}

export default function RulesPage() {
  return (
    <Page>
      <PageHeader
        title="Server Rules"
        subtitle="Keep the realm fair and friendly. Read these before you play."
      />
      <QueryView
        query={useRules()}
        loadingLabel="Loading the rules..."
        errorTitle="Failed to load the rules"
        isEmpty={(sections) => sections.length === 0}
        empty={
          <ContentEmptyState
            title="No rules yet"
            message="The server's rules will be listed here."
            kind="rules"
            addLabel="Add the first rule"
          />
        }
      >
        {(sections) => <Rules sections={sections} />}
      </QueryView>
    </Page>
  );
}
