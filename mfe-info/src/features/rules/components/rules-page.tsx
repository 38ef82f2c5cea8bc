import { Banner, Page, PageHeader } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { RULE_CATEGORIES } from '../data';
import { RuleList } from './rule-list';

export default function RulesPage() {
  return (
    <Page>
      <PageHeader
        title="Server Rules"
        subtitle="Keep the realm fair and friendly. Read these before you play."
      />
      {RULE_CATEGORIES.map((category, i) => (
        <Section key={category.title} aria-labelledby={`rules-${i}`}>
          <SectionTitle id={`rules-${i}`}>
            <Icon name={category.icon} size={26} /> {category.title}
          </SectionTitle>
          <RuleList rules={category.rules} />
        </Section>
      ))}
      <Section>
        <Banner tone="info">
          These rules may change at any time, and staff have the final say in every case. Breaking
          them may lead to warnings, temporary bans or permanent bans.
        </Banner>
      </Section>
    </Page>
  );
}
