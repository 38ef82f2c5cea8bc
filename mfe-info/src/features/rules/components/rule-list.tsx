import styled from 'styled-components';
import { Tag } from '@norsecraft/shared';
import { PlainList } from '../../../components/section';
import { SEVERITY_LABELS, type Rule, type Severity } from '../data';

const TONE = { critical: 'danger', warning: 'warning', normal: 'neutral' } as const;

// Colour alone must not carry the severity: the tag spells it out and the border width differs.
const Item = styled.li<{ $severity: Severity }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  margin-bottom: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: ${({ $severity }) => ($severity === 'normal' ? 3 : 6)}px solid
    ${({ theme, $severity }) =>
      ({
        critical: theme.colors.danger,
        warning: theme.colors.warning,
        normal: theme.colors.border,
      })[$severity]};
  border-radius: ${({ theme }) => theme.radius.md};

  h3 {
    margin: 0;
    font-size: 1.05rem;
    flex: 1;
    min-width: 12rem;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function RuleList({ rules }: { rules: Rule[] }) {
  return (
    <PlainList>
      {rules.map((rule) => (
        <Item key={rule.title} $severity={rule.severity}>
          <h3>{rule.title}</h3>
          <Tag $tone={TONE[rule.severity]}>{SEVERITY_LABELS[rule.severity]}</Tag>
          <p>{rule.description}</p>
        </Item>
      ))}
    </PlainList>
  );
}
