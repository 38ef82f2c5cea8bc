import styled from 'styled-components';
import { Tag, type RuleSeverity } from '@norsecraft/shared';
import type { Rule } from '../api/get-rules';
import { severityLabel } from '../lib/severity';

const TONE = { critical: 'danger', warning: 'warning', normal: 'neutral' } as const;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// Colour alone must not carry the severity: the tag spells it out and the marker is filled.
const Item = styled.li`
  display: grid;
  grid-template-columns: 3rem minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(4)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Marker = styled.span<{ $severity: RuleSeverity }>`
  grid-row: span 2;
  align-self: start;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  border: 2px solid
    ${({ theme, $severity }) =>
      ({
        critical: theme.colors.danger,
        warning: theme.colors.warning,
        normal: theme.colors.border,
      })[$severity]};
  color: ${({ theme, $severity }) =>
    $severity === 'critical' ? theme.colors.bg : theme.colors.text};
  background: ${({ theme, $severity }) =>
    $severity === 'critical' ? theme.colors.danger : 'transparent'};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};

  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

/** One category's rules, numbered within the page as `2.3` (category, then rule). */
export function RuleList({
  rules,
  categoryNumber,
  anchor,
}: {
  rules: Rule[];
  categoryNumber: number;
  anchor: string;
}) {
  return (
    <List>
      {rules.map((rule, i) => (
        <Item key={rule.id} id={`${anchor}-${i + 1}`}>
          <Marker $severity={rule.severity} aria-hidden="true">
            {`${categoryNumber}.${i + 1}`}
          </Marker>
          <Head>
            <h3>{rule.title}</h3>
            <Tag $tone={TONE[rule.severity]}>{severityLabel(rule.severity)}</Tag>
          </Head>
          <Description>{rule.description}</Description>
        </Item>
      ))}
    </List>
  );
}
