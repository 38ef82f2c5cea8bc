import { supabase } from '@norsecraft/shared';
import type { Punishment } from '../types';

/** The whole record, newest first; search and paging happen on the client. */
export async function fetchPunishments(): Promise<Punishment[]> {
  const { data, error } = await supabase
    .from('punishments')
    .select('id, player_name, type, reason, date, staff_name, active, expires')
    .order('date', { ascending: false });
  if (error) throw new Error(error.message);
  return (data ?? []) as Punishment[];
}
