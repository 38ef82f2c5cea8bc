import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDay, NO_DATE } from '../lib/date-time';
import type { PunishmentListRow, PunishmentType } from '../types/database';
import { playerPagePath } from '../game-accounts/player-path';
import { PlayerName } from '../ui/player-name';
import { Tag, type TagTone } from '../ui/tag';
import { STATE_LABELS, punishmentState, type PunishmentState } from './punishment-state';
import { t } from '../i18n/shared-messages';
import { RichText } from '../i18n/rich-text';

const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const TYPE_TONE: Record<PunishmentType, TagTone> = {
  ban: 'danger',
  mute: 'warning',
  kick: 'info',
  warn: 'accent',
  other: 'neutral',
};

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
  }
`;

/** Underlined on hover and focus only: a name underlined at rest reads as one long word. */
const NameLink = styled(Link)`
  text-decoration: none;

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Status = styled.span<{ $active: boolean }>`
  align-self: start;
  font-weight: 700;
  font-size: 0.85rem;
  color: ${({ theme, $active }) => ($active ? theme.colors.danger : theme.colors.success)};
`;

/** A moment's day; a dash for one the browser cannot read (the row and its page stay up). */
function formatDate(iso: string) {
  const day = formatDay(iso);
  return day === NO_DATE ? <>{NO_DATE}</> : <time dateTime={iso}>{day}</time>;
}

/** A sentence's `<date>` part: the day as text, in a `<time>` unless the browser cannot read it. */
const dated = (iso: string) => ({
  date: (day: string) => (day === NO_DATE ? day : <time dateTime={iso}>{day}</time>),
});

/** The state's words and dates: "Expires …", "Permanent", "Expired …", "Lifted … by …: …". */
function StateDetail({ state }: { state: PunishmentState }) {
  switch (state.kind) {
    case 'in-force':
      return state.expires ? (
        <RichText
          text={t('pun.expires', { date: formatDay(state.expires) })}
          parts={dated(state.expires)}
        />
      ) : (
        <>{t('pun.permanent')}</>
      );
    case 'expired':
      return (
        <RichText text={t('pun.expired', { date: formatDay(state.at) })} parts={dated(state.at)} />
      );
    case 'lifted':
      return (
        <>
          {t('pun.lifted')}
          {state.at && <> {formatDate(state.at)}</>}
          {state.by && (
            <>
              {' '}
              {t('pun.by')} <bdi>{state.by}</bdi>
            </>
          )}
          {state.reason && <>: {state.reason}</>}
        </>
      );
    case 'kick':
      return null;
  }
}

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Where a punishment comes from: the game server (its source, e.g. litebans) or the site. */
export function sourceLabel(source: string | null): string {
  return source === null ? t('pun.site') : t('pun.gameServer', { source });
}

interface PunishmentListProps {
  punishments: PunishmentListRow[];
  /** Each player's name links to their player page (not on a page of that player). */
  linkPlayers: boolean;
  /** The back office: where each comes from. */
  showSource?: boolean;
  /** The back office's buttons for a row. */
  actions?: (punishment: PunishmentListRow) => ReactNode;
}

export function PunishmentList({
  punishments,
  linkPlayers,
  showSource = false,
  actions,
}: PunishmentListProps) {
  // Whether a lift came before an end is judged at one moment, the list's first render.
  const [now] = useState(Date.now);
  return (
    <PlainList aria-label={t('pun.list')}>
      {punishments.map((p) => {
        const state = punishmentState(p, now);
        const label = STATE_LABELS[state.kind];
        return (
          <Row key={p.id}>
            <h2>
              {linkPlayers ? (
                <NameLink to={playerPagePath(p.player_name)}>
                  <PlayerName>{p.player_name}</PlayerName>
                </NameLink>
              ) : (
                <PlayerName>{p.player_name}</PlayerName>
              )}
              <Tag $tone={TYPE_TONE[p.type]}>{t(`pun.type.${p.type}`)}</Tag>
              {showSource && <Tag $tone="neutral">{sourceLabel(p.source)}</Tag>}
            </h2>
            {label && (
              <Status $active={state.kind === 'in-force'}>
                {state.kind === 'in-force' ? '●' : '○'} {label}
              </Status>
            )}
            <p>{p.reason}</p>
            <Meta>
              <RichText
                text={t('pun.meta', { staff: p.staff_name, date: formatDay(p.date) })}
                parts={{ staff: (name) => <bdi>{name}</bdi>, ...dated(p.date) }}
              />
              {state.kind !== 'kick' && (
                <>
                  {' · '}
                  <StateDetail state={state} />
                </>
              )}
            </Meta>
            {actions && <Actions>{actions(p)}</Actions>}
          </Row>
        );
      })}
    </PlainList>
  );
}
