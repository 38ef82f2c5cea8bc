import styled from 'styled-components';
import { SectionTitle } from '../../../components/section';
import { Band, BandInner } from '../../../components/band';
import type { Landing } from '../api/get-landing';
import { t } from '../i18n';

// Four figures side by side between thin rules, two by two on a phone.
const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0;
  }
`;

const Item = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding: ${({ theme }) => `0 ${theme.space(6)}`};
    & + & {
      border-left: 1px solid ${({ theme }) => theme.colors.border};
    }
    &:first-child {
      padding-left: 0;
    }
  }

  dt {
    font-size: 0.8rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: clamp(1.05rem, 2vw, 1.3rem);
  }
  dd + dd {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

export function SpecsBlock({ facts }: { facts: Landing['facts'] }) {
  return (
    <Band $raised aria-labelledby="specs-title">
      <BandInner>
        <SectionTitle id="specs-title">{t('landing.specs')}</SectionTitle>
        <List>
          {facts.map((spec) => (
            <Item key={spec.id}>
              <dt>{spec.label}</dt>
              <dd>
                <strong>{spec.value}</strong>
              </dd>
              <dd>{spec.detail}</dd>
            </Item>
          ))}
        </List>
      </BandInner>
    </Band>
  );
}
