import { Card, Grid, LinkButton, siteConfig } from '@norsecraft/shared';
import styled from 'styled-components';
import { CardTitle, Muted } from '../../../components/section';
import { ExternalButtonLink } from '../../../components/external-link';

const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

export function QuickLinks() {
  return (
    <Grid $min="260px">
      <Body as="article">
        <CardTitle>Game Wiki</CardTitle>
        <Muted>The full documentation: commands, plugins, realms and every mechanic.</Muted>
        <ExternalButtonLink href={siteConfig.wikiUrl}>Open the Game Wiki</ExternalButtonLink>
      </Body>
      <Body as="article">
        <CardTitle>Items Database</CardTitle>
        <Muted>Every custom armor piece, weapon and ability with its stats and tier.</Muted>
        <LinkButton to="/items">Browse items</LinkButton>
      </Body>
    </Grid>
  );
}
