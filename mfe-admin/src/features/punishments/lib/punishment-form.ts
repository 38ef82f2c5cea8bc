import type { PunishmentType } from '@norsecraft/shared';

/** The table's limits (migration 20261126030000), checked before anything is sent. */
export const PLAYER_NAME_MAX_LENGTH = 64;
export const REASON_MAX_LENGTH = 2048;

export const PUNISHMENT_TYPE_OPTIONS: { value: PunishmentType; label: string }[] = [
  { value: 'ban', label: 'Ban' },
  { value: 'mute', label: 'Mute' },
  { value: 'warn', label: 'Warning' },
  { value: 'kick', label: 'Kick' },
  { value: 'other', label: 'Other' },
];

/** How long a new punishment lasts, from now. A kick is over at once and has none. */
export const DURATIONS: { value: string; label: string; ms: number | null }[] = [
  { value: 'permanent', label: 'Permanent', ms: null },
  { value: '1h', label: '1 hour', ms: 3_600_000 },
  { value: '1d', label: '1 day', ms: 86_400_000 },
  { value: '3d', label: '3 days', ms: 3 * 86_400_000 },
  { value: '7d', label: '7 days', ms: 7 * 86_400_000 },
  { value: '30d', label: '30 days', ms: 30 * 86_400_000 },
];

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
  if (!reason.trim()) return 'Give a reason.';
  if (length(reason.trim()) > REASON_MAX_LENGTH)
    return `The reason can be at most ${REASON_MAX_LENGTH} characters.`;
  return null;
}

/** The first problem of the form, in a sentence, or null. */
export function validatePunishmentForm(values: PunishmentFormValues): string | null {
  const name = values.playerName.trim();
  if (!name) return "Enter the player's name.";
  if (length(name) > PLAYER_NAME_MAX_LENGTH)
    return `The player's name can be at most ${PLAYER_NAME_MAX_LENGTH} characters.`;
  if (!DURATIONS.some((duration) => duration.value === values.duration))
    return 'Choose how long it lasts.';
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
