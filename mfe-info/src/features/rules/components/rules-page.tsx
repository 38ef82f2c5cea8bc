import styled from 'styled-components';
import { Banner, Page, PageHeader, SidebarLayout } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { RULE_CATEGORIES } from '../data';
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

export default function RulesPage() {
  return (
    <Page>
      <PageHeader
        title="Server Rules"
        subtitle="Keep the realm fair and friendly. Read these before you play."
      />
      <SidebarLayout sidebar={<RulesContents categories={RULE_CATEGORIES} />}>
        <Column>
          {RULE_CATEGORIES.map((category, i) => (
            <Section key={category.title} id={category.anchor} aria-labelledby={`rules-${i}`}>
              <Title id={`rules-${i}`}>
                <Icon name={category.icon} size={26} /> {category.title}
              </Title>
              <RuleList rules={category.rules} categoryNumber={i + 1} anchor={category.anchor} />
            </Section>
          ))}
          <Section>
            <Banner tone="info">
              These rules may change at any time, and staff have the final say in every case.
              Breaking them may lead to warnings, temporary bans or permanent bans.
            </Banner>
          </Section>
        </Column>
      </SidebarLayout>
    </Page>
  );
}
