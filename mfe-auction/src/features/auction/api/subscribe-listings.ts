// Live auction data over Supabase Realtime: every listing change and every accepted bid arrive as
// postgres_changes (both tables are in the supabase_realtime publication). Realtime does not
// replay what happened while a socket was away, so each (re)subscription is reported as 'live'
// and the caller refetches then; until then, and whenever the socket drops, it is 'down' and the
// caller polls. Plain callbacks, no React: useListings writes what arrives into the query cache.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { BidRecord, ListingChange, ListingRecord } from '../lib/listing-changes';

export type FeedStatus = 'live' | 'down';

export interface ListingFeedHandlers {
  onChange: (change: ListingChange) => void;
  /** 'live' on every (re)subscription: changes may have been missed, refetch. */
  onStatus: (status: FeedStatus) => void;
}

let channels = 0;

/** Subscribes to listing and bid changes; returns the unsubscribe. */
export function subscribeListings(
  client: SupabaseClient,
  { onChange, onStatus }: ListingFeedHandlers,
): () => void {
  let closed = false;
  // A topic of its own per subscription: a remount must not meet the channel being removed.
  const channel: RealtimeChannel = client
    .channel(`auction-house-${(channels += 1)}`)
    .on<ListingRecord>(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'auction_listings' },
      (payload) => {
        if (payload.eventType === 'DELETE') {
          const id = Number(payload.old.id);
          if (Number.isFinite(id)) onChange({ type: 'listing-removed', id });
        } else if (payload.new?.id !== undefined) {
          onChange({ type: 'listing', record: payload.new });
        }
      },
    )
    .on<BidRecord>(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'auction_logs' },
      (payload) => {
        if (payload.new?.listing_id !== undefined) onChange({ type: 'bid', record: payload.new });
      },
    )
    // A server that cannot follow the tables (e.g. not in the publication) says so here while
    // the channel itself stays joined: treat it as no live data.
    .on('system', {}, (payload: { extension?: string; status?: string }) => {
      if (!closed && payload.extension === 'postgres_changes' && payload.status === 'error') {
        onStatus('down');
      }
    })
    .subscribe((status) => {
      if (!closed) onStatus(status === 'SUBSCRIBED' ? 'live' : 'down');
    });

  return () => {
    closed = true;
    void client.removeChannel(channel);
  };
}
