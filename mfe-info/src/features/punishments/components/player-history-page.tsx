import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  formatNumber,
  NotFoundPage,
  Page,
  PageHeader,
  Pagination,
  parsePageParam,
  PlayerName,
  playerPagePath,
  PunishmentList,
  PUNISHMENTS_PER_PAGE,
  QueryView,
  RichText,
  TYPE_FILTERS,
  type PunishmentHistoryResult,
} from '@norsecraft/shared';
import { usePunishmentHistory } from '../api/use-punishments';
import { t } from '../i18n';

const Back = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    min-width: 96px;
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

const count = (n: number) => formatNumber(n);
const figure = { figure: (text: string) => <strong>{text}</strong> };

function TypeCounts({ history }: { history: PunishmentHistoryResult }) {
  return (
    <Counts aria-label={t('pun.byType')}>
      <li>
        <RichText text={t('pun.onRecord', { count: count(history.total) })} parts={figure} />
      </li>
      <li>
        <RichText text={t('pun.inForce', { count: count(history.in_force) })} parts={figure} />
      </li>
      {TYPE_FILTERS.flatMap(({ value, label }) =>
        value === 'all'
          ? []
          : [
              <li key={value}>
                <RichText
                  text={t('pun.typeCount', { type: label, count: count(history.counts[value]) })}
                  parts={figure}
                />
              </li>,
            ],
      )}
    </Counts>
  );
}

/** `/punishments/:player`: every punishment of one player, with their counts by type. */
export default function PlayerHistoryPage() {
  const player = useParams().player ?? '';
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'), PUNISHMENTS_PER_PAGE);
  const history = usePunishmentHistory(player, page);
  const data = history.data;
  const name = data?.player_name ?? player;
  // A name the record has never had: no page at this address (the server answers 404).
  if (data && data.player_name === null) return <NotFoundPage />;

  return (
    <Page>
      <Back>
        <Link to="/punishments">{t('pun.all')}</Link>
        {data && (
          <>
            {' · '}
            <Link to={playerPagePath(name)}>{t('pun.playerPage')}</Link>
          </>
        )}
      </Back>
      <PageHeader title={<PlayerName>{name}</PlayerName>} subtitle={t('pun.historySubtitle')} />
      <QueryView query={history} loadingLabel={t('pun.loading')} errorTitle={t('pun.failed')}>
        {(loaded) => (
          <div aria-busy={history.isFetching}>
            <TypeCounts history={loaded} />
            {loaded.rows.length === 0 ? (
              <EmptyState title={t('pun.none')} message={t('pun.pastLast')} />
            ) : (
              <PunishmentList punishments={loaded.rows} linkPlayers={false} />
            )}
            <Pagination
              page={loaded.page}
              pageSize={PUNISHMENTS_PER_PAGE}
              total={loaded.total}
              onPageChange={(next) =>
                setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : {})
              }
            />
          </div>
        )}
      </QueryView>
    </Page>
  );
}
