import type { Punishment as PunishmentRow } from '@norsecraft/shared';

export type { PunishmentType } from '@norsecraft/shared';

/** The columns of `punishments` the page reads; dates are ISO timestamps. */
export type Punishment = Pick<
  PunishmentRow,
  'id' | 'player_name' | 'type' | 'reason' | 'date' | 'staff_name' | 'active' | 'expires'
>;
