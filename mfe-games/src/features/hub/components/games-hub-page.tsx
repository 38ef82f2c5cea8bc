import styled from 'styled-components';
import { Card, Grid, LinkButton, Page, PageHeader } from '@norsecraft/shared';
import { RuneIcon, type RuneName } from '../../../components/rune-icon';

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

const GAMES: readonly GameLink[] = [
  {
    to: '/games/elder-clicker',
    title: 'Elder Clicker',
    id: 'elder-clicker',
    rune: 'fehu',
    description:
      'Strike the rune to gather power, buy upgrades and thralls. Your progress is saved; submit your score to put it on the leaderboard.',
  },
  {
    to: '/games/flappy-steve',
    title: 'Flappy Steve',
    id: 'flappy-steve',
    rune: 'raido',
    description:
      'Guide Steve through the pillars of Yggdrasil. Space, Arrow Up, click or tap to fly.',
  },
];

export function GamesHubPage() {
  return (
    <Page>
      <PageHeader
        title="Mini Games"
        subtitle="Two trials for idle hands. Play as a guest or signed in."
      />
      <Grid $min="280px">
        {GAMES.map((game) => (
          <GameCard as="article" key={game.to} $interactive aria-labelledby={`game-${game.id}`}>
            <Emblem>
              <RuneIcon rune={game.rune} />
            </Emblem>
            <Title id={`game-${game.id}`}>{game.title}</Title>
            <Description>{game.description}</Description>
            <LinkButton to={game.to} aria-label={`Play ${game.title}`}>
              Play
            </LinkButton>
          </GameCard>
        ))}
      </Grid>
    </Page>
  );
}
