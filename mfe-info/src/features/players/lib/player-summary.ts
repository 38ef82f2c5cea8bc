import { formatDay, type PlayerProfile } from '@norsecraft/shared';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The page's opening sentence, which link previews show too: since when the server knows the
 * player, their votes this month and their record.
 */
export function playerSummary(player: PlayerProfile): string {
  const since = player.first_seen_at
    ? `Playing since ${formatDay(player.first_seen_at)}`
    : 'A player';
  const votes = count(player.votes.this_month, 'vote', 'votes');
  const record =
    player.punishments.total === 0
      ? 'a clean record'
      : count(player.punishments.total, 'punishment', 'punishments') + ' on record';
  return `${since}: ${votes} this month, ${record}.`;
}
