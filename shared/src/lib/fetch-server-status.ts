import { offlineStatus, readServerStatus, type ServerStatus } from './server-status';
import { supabase } from './supabase';

/** Asks the server-status function; unreachable counts as offline (the function says the rest). */
export async function fetchServerStatus(): Promise<ServerStatus> {
  try {
    const { data, error } = await supabase.functions.invoke('server-status', { method: 'GET' });
    return error ? offlineStatus() : readServerStatus(data);
  } catch {
    return offlineStatus();
  }
}
