export type PunishmentType = 'ban' | 'mute' | 'kick' | 'warn' | 'other';

/** A row of `punishments`; dates are ISO timestamps. */
export interface Punishment {
  id: number;
  player_name: string;
  type: PunishmentType;
  reason: string;
  date: string;
  staff_name: string;
  active: boolean;
  expires: string | null;
}
