import { supabase, unwrap } from '@norsecraft/shared';

export interface AdminStats {
  totalUsers: number;
  admins: number;
  events: number;
  activeAuctions: number;
}

/** One call counts everything (the database checks the caller is an admin). */
export async function getStats(): Promise<AdminStats> {
  const row = unwrap(await supabase.rpc('admin_stats').single());
  return {
    totalUsers: Number(row.total_users),
    admins: Number(row.admins),
    events: Number(row.events),
    activeAuctions: Number(row.active_auctions),
  };
}
