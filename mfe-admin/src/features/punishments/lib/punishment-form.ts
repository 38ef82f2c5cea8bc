import type { PunishmentType } from '@norsecraft/shared';
import { t } from '../i18n';

/** The table's limits (migration 20261126030000), checked before anything is sent. */
export const PLAYER_NAME_MAX_LENGTH = 64;
export const REASON_MAX_LENGTH = 2048;

/** The types in the form's order (each one's name: the catalog's `type.<type>`). */
export const PUNISHMENT_TYPES: readonly PunishmentType[] = ['ban', 'mute', 'warn', 'kick', 'other'];

/** How long a new punishment lasts, from now. A kick is over at once and has none. */
export const DURATIONS = [
  { value: 'permanent', ms: null },
  { value: '1h', ms: 3_600_000 },
  { value: '1d', ms: 86_400_000 },
  { value: '3d', ms: 3 * 86_400_000 },
  { value: '7d', ms: 7 * 86_400_000 },
  { value: '30d', ms: 30 * 86_400_000 },
] as const;

/** A duration in words ('1 hour'). */
export const durationLabel = (value: (typeof DURATIONS)[number]['value']): string =>
  t(`d.${value}`);

export interface PunishmentFormValues {
  playerName: string;
  type: PunishmentType;
  reason: string;
  duration: string;
}

export const emptyPunishmentForm = (): PunishmentFormValues => ({
  playerName: '',
  type: 'ban',
  reason: '',
  duration: 'permanent',
});

/** What an admin sends; the database adds the staff (the admin) and the date (now). */
export interface NewPunishment {
  player_name: string;
  type: PunishmentType;
  reason: string;
  expires: string | null;
}

/** Code points, as the database counts characters. */
const length = (text: string) => [...text].length;

export function validateReason(reason: string): string | null {
  if (!reason.trim()) return t('v.reason');
  if (length(reason.trim()) > REASON_MAX_LENGTH)
    return t('v.reasonLong', { max: REASON_MAX_LENGTH });
  return null;
}

/** The first problem of the form, in a sentence, or null. */
export function validatePunishmentForm(values: PunishmentFormValues): string | null {
  const name = values.playerName.trim();
  if (!name) return t('v.player');
  if (length(name) > PLAYER_NAME_MAX_LENGTH)
    return t('v.playerLong', { max: PLAYER_NAME_MAX_LENGTH });
  if (!DURATIONS.some((duration) => duration.value === values.duration)) return t('v.duration');
  return validateReason(values.reason);
}

export function newPunishmentOf(values: PunishmentFormValues, now = Date.now()): NewPunishment {
  const ms = DURATIONS.find((duration) => duration.value === values.duration)?.ms ?? null;
  return {
    player_name: values.playerName.trim(),
    type: values.type,
    reason: values.reason.trim(),
    expires: ms === null || values.type === 'kick' ? null : new Date(now + ms).toISOString(),
  };
}
