import { t } from '../i18n/shared-messages';
import type { PunishmentListRow } from '../types/database';

/**
 * Where a punishment stands (docs/product/info.md#punishments), with the date that goes with it:
 * - in force: until `expires` (null: permanent);
 * - expired: its time ran out at `at`;
 * - lifted: ended early by staff, at `at`, by `by` and for `reason` as far as the record says
 *   (a revoke made on the site, the game server's lift: "Lifted <date> by <staff>: <reason>");
 * - kick: over as it happened, so neither in force, expired nor lifted.
 */
export type PunishmentState =
  | { kind: 'in-force'; expires: string | null }
  | { kind: 'expired'; at: string }
  | { kind: 'lifted'; at: string | null; by: string | null; reason: string | null }
  | { kind: 'kick' };

export type PunishmentStateFields = Pick<
  PunishmentListRow,
  'type' | 'active' | 'in_force' | 'expires' | 'revoked_at' | 'revoked_by_name' | 'revoked_reason'
>;

const time = (iso: string) => new Date(iso).getTime();

/**
 * The state of `punishment` at `now` (ms). One no longer active was lifted, unless its time had
 * run out first: before the lift when the lift's date is known, before now when it is not.
 */
export function punishmentState(punishment: PunishmentStateFields, now: number): PunishmentState {
  if (punishment.type === 'kick') return { kind: 'kick' };
  const { expires, revoked_at: liftedAt } = punishment;
  if (punishment.in_force) return { kind: 'in-force', expires };
  // Active yet not in force: its time ran out (a permanent one is always in force).
  const ranOut = expires !== null && time(expires) <= (liftedAt ? time(liftedAt) : now);
  if (expires !== null && (punishment.active || ranOut)) return { kind: 'expired', at: expires };
  return {
    kind: 'lifted',
    at: liftedAt,
    by: punishment.revoked_by_name,
    reason: punishment.revoked_reason,
  };
}

/** The state's word for the row's badge; a kick has none. */
export const STATE_LABELS: Record<PunishmentState['kind'], string | null> = {
  get 'in-force'() {
    return t('pun.state.in-force');
  },
  get expired() {
    return t('pun.state.expired');
  },
  get lifted() {
    return t('pun.state.lifted');
  },
  kick: null,
};
