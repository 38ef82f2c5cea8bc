import { supabase, unwrap } from '@norsecraft/shared';
import type { Punishment } from '../types';

export const punishmentsKey = ['punishments'] as const;

/** The whole record, newest first; search and paging happen on the client. */
export async function getPunishments(): Promise<Punishment[]> {
  return unwrap(
    await supabase
      .from('punishments')
      .select('id, player_name, type, reason, date, staff_name, active, expires')
      .order('date', { ascending: false }),
  );
}
