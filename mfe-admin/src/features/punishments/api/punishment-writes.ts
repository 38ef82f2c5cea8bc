import { RefusedError, supabase, unwrap } from '@norsecraft/shared';
import type { NewPunishment } from '../lib/punishment-form';
import { t } from '../i18n';

/** Adds a punishment as the signed-in admin: the database makes them its staff, dated now. */
export async function addPunishment(punishment: NewPunishment): Promise<void> {
  unwrap(await supabase.from('punishments').insert(punishment));
}

/** Selects the row back, so that a row the caller may not change is an error, not a no-op. */
async function updatePunishment(id: number, patch: { reason?: string; active?: false }) {
  const rows = unwrap(await supabase.from('punishments').update(patch).eq('id', id).select('id'));
  if (rows.length === 0) {
    throw new RefusedError(t('notFound'), 404);
  }
}

export const editPunishmentReason = (id: number, reason: string) =>
  updatePunishment(id, { reason: reason.trim() });

/** Lifts it now; the database records when and by whom. Only for punishments made on the site. */
export const revokePunishment = (id: number) => updatePunishment(id, { active: false });
