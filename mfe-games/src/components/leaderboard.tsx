import { memo } from 'react';
import styled from 'styled-components';
import {
  Card,
  EmptyState,
  formatNumber,
  QueryView,
  Tag,
  type QueryViewQuery,
} from '@norsecraft/shared';
import type { LeaderboardEntry } from '../api/get-top-scores';
import { t } from '../lib/i18n';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Row = styled.li<{ $rank: number; $mine: boolean }>`
  display: grid;
  grid-template-columns: 2.5ch minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: baseline;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $rank }) => ($rank === 1 ? theme.colors.surfaceRaised : 'transparent')};
  /* The reader's own rows, at a glance. */
  box-shadow: ${({ theme, $mine }) => ($mine ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};
  font-weight: ${({ $rank }) => ($rank <= 3 ? 700 : 400)};
`;

const Rank = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  text-align: right;
`;

const Player = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

/** Isolated (`<bdi>`), as every name: its direction never reorders the row. */
const Name = styled.bdi`
  unicode-bidi: isolate;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Mark = styled(Tag)`
  flex: none;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Score = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.primary};
`;

interface LeaderboardProps {
  title?: string;
  /** `useLeaderboard(game)`. */
  query: QueryViewQuery<LeaderboardEntry[]>;
}

/**
 * A top-10 list. Names are rendered as text by React, never as HTML. The reader's own rows say
 * "You"; a guest's free-text name says "Guest", so it never passes for a member's.
 */
export const Leaderboard = memo(function Leaderboard({
  title = t('leaderboard.title'),
  query,
}: LeaderboardProps) {
  return (
    <Card as="section" aria-label={title} aria-busy={query.data === undefined && query.isFetching}>
      <Title>{title}</Title>
      {/* Decided (issue 31): a board of the best runs, so a strong player may hold two places. */}
      <Note>{t('leaderboard.note')}</Note>
      <QueryView
        query={query}
        loadingLabel={t('leaderboard.loading')}
        errorTitle={t('leaderboard.errorTitle')}
        errorMessage={t('leaderboard.errorMessage')}
        isEmpty={(entries) => entries.length === 0}
        empty={
          <EmptyState title={t('leaderboard.emptyTitle')} message={t('leaderboard.emptyMessage')} />
        }
      >
        {(entries) => (
          <List>
            {entries.map((entry, index) => (
              <Row key={entry.id} $rank={index + 1} $mine={entry.is_mine}>
                <Rank>{index + 1}</Rank>
                <Player>
                  <Name title={entry.username}>{entry.username}</Name>
                  {entry.is_mine ? (
                    <Mark $tone="primary">{t('leaderboard.you')}</Mark>
                  ) : (
                    !entry.by_member && <Mark>{t('leaderboard.guest')}</Mark>
                  )}
                </Player>
                <Score>{formatNumber(entry.score)}</Score>
              </Row>
            ))}
          </List>
        )}
      </QueryView>
    </Card>
  );
});
