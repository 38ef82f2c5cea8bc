import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Avatar,
  Banner,
  Card,
  EmptyState,
  FactList,
  formatDay,
  formatNumber,
  NotFoundPage,
  Page,
  PageHeader,
  playerHistoryPath,
  PlayerName,
  PunishmentList,
  QueryView,
  RichText,
  siteConfig,
  type PlayerProfile,
} from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { usePlayer } from '../api/use-player';
import { monthName } from '../../../lib/month-name';
import { playerSummary } from '../lib/player-summary';
import { t } from '../i18n';

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

const count = (n: number) => formatNumber(n);
const figure = { figure: (text: string) => <strong>{text}</strong> };

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
            <dt>{t('player.namesHeld')}</dt>
            <dd>
              <Names aria-label={t('player.namesHeld')}>
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
            <dt>{t('player.member')}</dt>
            <dd>
              <PlayerName>{player.member}</PlayerName>
            </dd>
          </>
        )}
        {player.first_seen_at && (
          <>
            <dt>{t('player.firstSeen')}</dt>
            <dd>{formatDay(player.first_seen_at)}</dd>
          </>
        )}
        {player.seen_at && (
          <>
            <dt>{t('player.lastSeen')}</dt>
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
    return <EmptyState title={t('player.clean')} message={t('player.cleanMessage')} />;
  return (
    <>
      <Figures aria-label={t('player.punishments')}>
        <li>
          <RichText
            text={t('player.onRecord', { count: count(punishments.total) })}
            parts={figure}
          />
        </li>
        <li>
          <RichText
            text={t('player.inForce', { count: count(punishments.in_force) })}
            parts={figure}
          />
        </li>
      </Figures>
      <PunishmentList punishments={punishments.recent} linkPlayers={false} />
      {punishments.total > punishments.recent.length && (
        <More>
          <Link to={playerHistoryPath(player.name)}>
            <RichText
              text={t('player.every', { name: player.name })}
              parts={{ name: (text) => <PlayerName>{text}</PlayerName> }}
            />
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
          <RichText
            text={t('player.oldName', { asked, name: player.name })}
            parts={{
              asked: (text) => <PlayerName>{text}</PlayerName>,
              name: (text) => <PlayerName>{text}</PlayerName>,
            }}
          />
        </Banner>
      )}
      <PlayerIdentity player={player} />
      <Section aria-labelledby="player-votes-title">
        <SectionTitle id="player-votes-title">
          {t('player.votesIn', { month: monthName(player.votes.month) })}
        </SectionTitle>
        <Figures aria-label={t('player.votes')}>
          <li>
            <RichText
              text={t('player.votesFigure', { count: count(player.votes.this_month) })}
              parts={figure}
            />
          </li>
          <li>
            <RichText text={t('player.streak', { count: player.votes.streak })} parts={figure} />
          </li>
        </Figures>
      </Section>
      <Section aria-labelledby="player-record-title">
        <SectionTitle id="player-record-title">{t('player.punishments')}</SectionTitle>
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
    <QueryView query={player} loadingLabel={t('player.loading')} errorTitle={t('player.failed')}>
      {(loaded) => loaded && <PlayerView player={loaded} asked={name} />}
    </QueryView>
  );
}
