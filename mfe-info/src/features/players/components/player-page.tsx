import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  Banner,
  Card,
  EmptyState,
  FactList,
  NotFoundPage,
  Page,
  PageHeader,
  PlayerName,
  PunishmentList,
  QueryView,
  formatDay,
  playerHistoryPath,
  siteConfig,
  type PlayerProfile,
} from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { usePlayer } from '../api/use-player';
import { monthName } from '../../../lib/month-name';
import { playerSummary } from '../lib/player-summary';

const Identity = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};

  dl {
    flex: 1 1 260px;
    margin: 0;
  }
`;

const Names = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Figures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    min-width: 120px;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const More = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

const count = (n: number) => n.toLocaleString('en-US');

/** Who the player is: head, every name they had, the member they are, since when. */
function PlayerIdentity({ player }: { player: PlayerProfile }) {
  return (
    <Identity $padding={6}>
      <Avatar
        url={siteConfig.avatarServiceUrl(player.uuid ?? player.name)}
        name={player.name}
        size={96}
      />
      <FactList>
        {player.names.length > 1 && (
          <>
            <dt>Names held</dt>
            <dd>
              <Names aria-label="Names held">
                {player.names.map((held) => (
                  <li key={held.name}>
                    <PlayerName>{held.name}</PlayerName>
                  </li>
                ))}
              </Names>
            </dd>
          </>
        )}
        {player.member && (
          <>
            <dt>Member of the site</dt>
            <dd>
              <PlayerName>{player.member}</PlayerName>
            </dd>
          </>
        )}
        {player.first_seen_at && (
          <>
            <dt>First seen</dt>
            <dd>{formatDay(player.first_seen_at)}</dd>
          </>
        )}
        {player.seen_at && (
          <>
            <dt>Last seen in game</dt>
            <dd>{formatDay(player.seen_at)}</dd>
          </>
        )}
      </FactList>
    </Identity>
  );
}

function PlayerRecord({ player }: { player: PlayerProfile }) {
  const { punishments } = player;
  if (punishments.total === 0)
    return (
      <EmptyState title="A clean record" message="No punishments on record for this player." />
    );
  return (
    <>
      <Figures aria-label="Punishments">
        <li>
          On record <strong>{count(punishments.total)}</strong>
        </li>
        <li>
          In force <strong>{count(punishments.in_force)}</strong>
        </li>
      </Figures>
      <PunishmentList punishments={punishments.recent} linkPlayers={false} />
      {punishments.total > punishments.recent.length && (
        <More>
          <Link to={playerHistoryPath(player.name)}>
            Every punishment of <PlayerName>{player.name}</PlayerName> →
          </Link>
        </More>
      )}
    </>
  );
}

function PlayerView({ player, asked }: { player: PlayerProfile; asked: string }) {
  return (
    <Page>
      <PageHeader title={<PlayerName>{player.name}</PlayerName>} subtitle={playerSummary(player)} />
      {!player.requested_is_current && (
        <Banner tone="info">
          <PlayerName>{asked}</PlayerName> is a name this player had: they play as{' '}
          <PlayerName>{player.name}</PlayerName> now.
        </Banner>
      )}
      <PlayerIdentity player={player} />
      <Section aria-labelledby="player-votes-title">
        <SectionTitle id="player-votes-title">
          Votes in {monthName(player.votes.month)}
        </SectionTitle>
        <Figures aria-label="Votes">
          <li>
            Votes <strong>{count(player.votes.this_month)}</strong>
          </li>
          <li>
            Streak{' '}
            <strong>
              {count(player.votes.streak)} {player.votes.streak === 1 ? 'day' : 'days'}
            </strong>
          </li>
        </Figures>
      </Section>
      <Section aria-labelledby="player-record-title">
        <SectionTitle id="player-record-title">Punishments</SectionTitle>
        <PlayerRecord player={player} />
      </Section>
    </Page>
  );
}

/**
 * `/players/:name` (issue 38; docs/product/info.md#players): a player by any name they have had.
 * Rendered on the server with its data (the page's prefetch), a link preview with its head and
 * opening sentence; a name never known is a 404.
 */
export default function PlayerPage() {
  const name = useParams().name ?? '';
  const player = usePlayer(name);
  if (player.data === null) return <NotFoundPage />;
  return (
    <QueryView
      query={player}
      loadingLabel="Loading the player..."
      errorTitle="Failed to load the player"
    >
      {(loaded) => loaded && <PlayerView player={loaded} asked={name} />}
    </QueryView>
  );
}
