import type { RealtimeChannel } from '@supabase/supabase-js';
import { unwrap } from '../data/data-error';
import { supabase } from '../lib/supabase';
import type { MemberNotice } from '../types/database';

/** The cache entry of a member's notices (every app reads the same one). */
export const memberNoticesKey = (userId: string | null) => ['member-notices', userId] as const;

/** The newest notices a page shows at most. */
export const MAX_NOTICES = 20;

/** The signed-in member's newest auction notices (row-level security: their own only). */
export async function getMemberNotices(): Promise<MemberNotice[]> {
  return unwrap(
    await supabase
      .from('member_notices')
      .select('id, user_id, kind, listing_id, item, amount, created_at, read_at')
      .order('id', { ascending: false })
      .limit(MAX_NOTICES),
  );
}

/**
 * The member's notices as a query (each app calls `useQuery` with it in its own api/, as with
 * serverStatusQuery: the query library stays out of this package's index).
 */
export const memberNoticesQuery = (userId: string | null) => ({
  queryKey: memberNoticesKey(userId),
  queryFn: getMemberNotices,
  enabled: userId !== null,
});

/** Marks the member's notices read, up to `upToId` (all when null). */
export async function markNoticesRead(upToId: number | null = null): Promise<void> {
  unwrap(await supabase.rpc('mark_notices_read', upToId === null ? {} : { p_up_to_id: upToId }));
}

let channels = 0;

/**
 * Calls `onChange` whenever one of the member's notices is written (Realtime sends a member only
 * their own rows); returns the unsubscribe.
 */
export function subscribeMemberNotices(userId: string, onChange: () => void): () => void {
  const channel: RealtimeChannel = supabase
    .channel(`member-notices-${(channels += 1)}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'member_notices', filter: `user_id=eq.${userId}` },
      onChange,
    )
    .subscribe((status) => {
      // Joined again after a drop: what came meanwhile is not replayed.
      if (status === 'SUBSCRIBED') onChange();
    });
  return () => void supabase.removeChannel(channel);
}

/**
 * Asks the server to settle auctions that ended: their winners get the "won" notice and the
 * e-mail (docs/decisions.md, "Auctions end"). Pages show outcomes without it, so a failure is
 * only logged.
 */
export function settleEndedAuctions(): void {
  supabase.functions
    .invoke('auction-settle', { method: 'POST' })
    .then(({ error }) => {
      if (error) console.warn('Settling ended auctions failed', error);
    })
    .catch((error: unknown) => console.warn('Settling ended auctions failed', error));
}
