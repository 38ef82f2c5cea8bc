import type { Punishment, PunishmentType } from '../types';

export type PunishmentFilter = 'all' | PunishmentType;

export const PUNISHMENT_FILTERS: { value: PunishmentFilter; label: string }[] = [
  { value: 'all', label: 'All types' },
  { value: 'ban', label: 'Bans' },
  { value: 'mute', label: 'Mutes' },
  { value: 'kick', label: 'Kicks' },
  { value: 'warn', label: 'Warnings' },
  { value: 'other', label: 'Other' },
];

/** Case-insensitive search over player, staff member and reason, within the chosen type. */
export function filterPunishments<
  T extends Pick<Punishment, 'player_name' | 'staff_name' | 'reason' | 'type'>,
>(list: T[], query: string, type: PunishmentFilter): T[] {
  const needle = query.trim().toLowerCase();
  return list.filter(
    (p) =>
      (type === 'all' || p.type === type) &&
      (!needle ||
        [p.player_name, p.staff_name, p.reason].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
