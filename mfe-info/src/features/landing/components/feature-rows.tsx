import type { Ref } from 'react';
import styled from 'styled-components';
import { Muted, SectionTitle } from '../../../components/section';
import { Band, BandInner } from '../../../components/band';
import { Icon } from '../../../components/icon';
import { contentIcon } from '@norsecraft/shared';
import type { Landing } from '../api/get-landing';
import { t } from '../i18n';

const Title = styled(SectionTitle)`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

const List = styled.div`
  max-width: 60rem;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
`;

// The medallion beside the text; from `md` the sides alternate down the page.
const Feature = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: clamp(1.2rem, 2.5vw, 1.6rem);
    color: ${({ theme }) => theme.colors.text};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(10)};

    &:nth-child(even) {
      grid-template-columns: minmax(0, 1fr) auto;
      text-align: right;
      > :first-child {
        order: 2;
      }
    }
  }
`;

const Medallion = styled.span`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 55%;
    height: 55%;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    width: 7.5rem;
    height: 7.5rem;
  }
`;

const Text = styled(Muted)`
  font-size: 1.05rem;
  max-width: 42ch;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    article:nth-child(even) & {
      margin-left: auto;
    }
  }
`;

export function FeatureRows({
  ref,
  features,
}: {
  ref?: Ref<HTMLElement>;
  features: Landing['features'];
}) {
  return (
    <Band ref={ref} aria-labelledby="features-title" tabIndex={-1}>
      <BandInner>
        <Title id="features-title">{t('landing.features')}</Title>
        <List>
          {features.map((feature) => (
            <Feature key={feature.id}>
              <Medallion>
                <Icon name={contentIcon(feature.icon)} size={36} />
              </Medallion>
              <div>
                <h3>{feature.title}</h3>
                <Text>{feature.description}</Text>
              </div>
            </Feature>
          ))}
        </List>
      </BandInner>
    </Band>
  );
}
