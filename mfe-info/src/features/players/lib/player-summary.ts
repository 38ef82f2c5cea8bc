import { formatDay, type PlayerProfile } from '@norsecraft/shared';
import { t } from '../i18n';

/** The player page's subtitle: since when they play, their votes this month and their record. */
export function playerSummary(player: PlayerProfile): string {
  const since = player.first_seen_at
    ? t('player.since', { day: formatDay(player.first_seen_at) })
    : t('player.aPlayer');
  const votes = player.votes.this_month;
  return player.punishments.total === 0
    ? t('player.summaryClean', { since, votes })
    : t('player.summary', { since, votes, punishments: player.punishments.total });
}
