import styled from 'styled-components';
import { Card } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { SPECS } from '../data';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
`;

const Item = styled.div`
  dt {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  dd + dd {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

export function SpecsBlock() {
  return (
    <Section aria-labelledby="specs-title">
      <SectionTitle id="specs-title">Server specifications</SectionTitle>
      <Card>
        <List>
          {SPECS.map((spec) => (
            <Item key={spec.label}>
              <dt>{spec.label}</dt>
              <dd>
                <strong>{spec.value}</strong>
              </dd>
              <dd>{spec.detail}</dd>
            </Item>
          ))}
        </List>
      </Card>
    </Section>
  );
}
