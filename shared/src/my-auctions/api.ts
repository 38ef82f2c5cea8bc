import { unwrap } from '../data/data-error';
import { supabase } from '../lib/supabase';
import type { MyAuctionRow } from '../types/database';

/** My Auctions' cache entry; the auction house reads the same to know where the member leads. */
export const myAuctionsKey = (userId: string) => ['my-auctions', userId] as const;

/**
 * The listings the member bid on where they lead or were outbid (still running) and those they
 * won; the database decides who stands where, from the bid log and each listing's end.
 */
export async function getMyAuctions(): Promise<MyAuctionRow[]> {
  return unwrap(await supabase.rpc('my_auctions'));
}
