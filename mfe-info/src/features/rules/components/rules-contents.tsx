import styled from 'styled-components';
import type { RuleSection } from '../api/get-rules';
import { t } from '../i18n';

const Nav = styled.nav`
  font-size: 0.95rem;
`;

const Label = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// A row of jump links on a phone; a column beside the rules on a wide screen.
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    flex-direction: column;
    gap: 0;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
`;

const Jump = styled.a`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    margin-left: -2px;
    border: 0;
    border-left: 2px solid transparent;
    border-radius: 0;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  }
`;

const Count = styled.small`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Links to each category of the rules: the page's table of contents. */
export function RulesContents({ categories }: { categories: RuleSection[] }) {
  return (
    <Nav aria-label={t('rules.categories')}>
      <Label aria-hidden="true">{t('rules.onThisPage')}</Label>
      <List>
        {categories.map((category, i) => (
          <li key={category.anchor}>
            <Jump href={`#${category.anchor}`}>
              <span>{i + 1}</span>
              {category.title}
              <Count>{t('rules.count', { count: category.rules.length })}</Count>
            </Jump>
          </li>
        ))}
      </List>
    </Nav>
  );
}
