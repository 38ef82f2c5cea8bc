import { Card, Grid, LinkButton, siteConfig } from '@norsecraft/shared';
import styled from 'styled-components';
import { CardTitle, Muted } from '../../../components/section';
import { ExternalButtonLink } from '../../../components/external-link';
import { t } from '../i18n';

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
        <CardTitle>{t('wiki.gameWiki')}</CardTitle>
        <Muted>{t('wiki.gameWikiText')}</Muted>
        <ExternalButtonLink href={siteConfig.wikiUrl}>{t('wiki.openGameWiki')}</ExternalButtonLink>
      </Body>
      <Body as="article">
        <CardTitle>{t('wiki.items')}</CardTitle>
        <Muted>{t('wiki.itemsText')}</Muted>
        <LinkButton to="/items">{t('wiki.browseItems')}</LinkButton>
      </Body>
    </Grid>
  );
}
