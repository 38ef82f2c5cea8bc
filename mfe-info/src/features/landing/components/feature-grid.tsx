import type { Ref } from 'react';
import { Card, Grid } from '@norsecraft/shared';
import { CardTitle, Muted, Section, SectionTitle } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { FEATURES } from '../data';
import styled from 'styled-components';

const IconBox = styled.span`
  display: block;
  font-size: 2rem;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primary};
`;

export function FeatureGrid({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <Section ref={ref} aria-labelledby="features-title" tabIndex={-1}>
      <SectionTitle id="features-title">Why play here</SectionTitle>
      <Grid $min="240px">
        {FEATURES.map((feature) => (
          <Card as="article" key={feature.title}>
            <IconBox>
              <Icon name={feature.icon} size={36} />
            </IconBox>
            <CardTitle>{feature.title}</CardTitle>
            <Muted>{feature.description}</Muted>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
