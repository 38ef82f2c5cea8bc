import styled from 'styled-components';
import { Card, Grid, LinkButton, Page, PageHeader } from '@norsecraft/shared';
import { RuneIcon, type RuneName } from '../../../components/rune-icon';
import { t } from '../../../lib/i18n';

const GameCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Emblem = styled.span`
  font-size: 2.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
`;

const Description = styled.p`
  margin: 0;
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface GameLink {
  to: string;
  id: string;
  title: string;
  rune: RuneName;
  description: string;
}

/** The games, in the page's language. */
const games = (): readonly GameLink[] => [
  {
    to: '/games/elder-clicker',
    title: t('clicker.title'),
    id: 'elder-clicker',
    rune: 'fehu',
    description: t('hub.clicker'),
  },
  {
    to: '/games/flappy-steve',
    title: t('flappy.title'),
    id: 'flappy-steve',
    rune: 'raido',
    description: t('hub.flappy'),
  },
];

export function GamesHubPage() {
  return (
    <Page>
      <PageHeader title={t('hub.title')} subtitle={t('hub.subtitle')} />
      <Grid $min="280px">
        {games().map((game) => (
          <GameCard as="article" key={game.to} $interactive aria-labelledby={`game-${game.id}`}>
            <Emblem>
              <RuneIcon rune={game.rune} />
            </Emblem>
            <Title id={`game-${game.id}`}>{game.title}</Title>
            <Description>{game.description}</Description>
            <LinkButton to={game.to} aria-label={t('hub.playGame', { game: game.title })}>
              {t('hub.play')}
            </LinkButton>
          </GameCard>
        ))}
      </Grid>
    </Page>
  );
}
