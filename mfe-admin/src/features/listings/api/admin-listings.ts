import {
  supabase,
  unwrap,
  type AdminSearchListingsResult,
  type Item,
  type Tables,
} from '@norsecraft/shared';
import { containsPattern } from '../../../lib/like-pattern';
import type { ListingEnd } from '../lib/listing-form';

export const LISTINGS_PER_PAGE = 25;
export const BIDS_PER_PAGE = 10;
/** The database refuses longer searches (admin_search_listings). */
export const MAX_LISTING_SEARCH_LENGTH = 60;

export type ListingStatusFilter = 'live' | 'ended' | 'cancelled' | 'all';

export interface AdminListingsQuery {
  search: string;
  status: ListingStatusFilter;
  /** 1-based. */
  page: number;
}

/**
 * One page of every listing, newest first, searched by item or seller and filtered by state in
 * the database. Admins only.
 */
export async function getAdminListings(
  { search, status, page }: AdminListingsQuery,
  signal?: AbortSignal,
): Promise<AdminSearchListingsResult> {
  const needle = search.trim();
  const request = supabase.rpc(
    'admin_search_listings',
    {
      p_page: page,
      p_page_size: LISTINGS_PER_PAGE,
      ...(needle ? { p_search: needle } : {}),
      ...(status === 'all' ? {} : { p_status: status }),
    },
    { get: true },
  );
  return unwrap(await (signal ? request.abortSignal(signal) : request));
}

export type ListingBid = Pick<Tables<'auction_logs'>, 'id' | 'bidder' | 'amount' | 'timestamp'>;

export interface ListingBidsPage {
  rows: ListingBid[];
  total: number;
}

/** One page of a listing's bids, newest first (the public bid log: names, never e-mails). */
export async function getListingBids(listingId: number, page: number): Promise<ListingBidsPage> {
  const from = (page - 1) * BIDS_PER_PAGE;
  const result = await supabase
    .from('auction_logs')
    .select('id, bidder, amount, timestamp', { count: 'exact' })
    .eq('listing_id', listingId)
    .order('timestamp', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + BIDS_PER_PAGE - 1);
  const rows = unwrap(result);
  return { rows, total: result.count ?? rows.length };
}

export type ListableItem = Pick<Item, 'id' | 'name' | 'rarity' | 'category'>;

/** Items in use whose name holds `search`, for the listing form's picker (at most 20). */
export async function searchListableItems(search: string): Promise<ListableItem[]> {
  let request = supabase
    .from('items')
    .select('id, name, rarity, category')
    .is('retired_at', null)
    .order('name')
    .limit(20);
  const needle = search.trim();
  if (needle) request = request.ilike('name', containsPattern(needle));
  return unwrap(await request);
}

export interface NewListing {
  itemId: number;
  seller: string;
  startingBid: number;
  /** After a duration or at a set time; null (editing only) keeps the end. */
  end: ListingEnd;
}

const endArgs = (end: ListingEnd) =>
  end === null
    ? {}
    : 'durationMinutes' in end
      ? { p_duration_minutes: end.durationMinutes }
      : { p_ends_at: end.endsAt };

export async function createListing(listing: NewListing) {
  return unwrap(
    await supabase.rpc('admin_create_listing', {
      p_item_id: listing.itemId,
      p_seller: listing.seller,
      p_starting_bid: listing.startingBid,
      ...endArgs(listing.end),
    }),
  );
}

/** Changes a listing until its first bid; refused by the database after it, or once ended. */
export async function updateListing(listingId: number, listing: NewListing) {
  return unwrap(
    await supabase.rpc('admin_update_listing', {
      p_listing_id: listingId,
      p_item_id: listing.itemId,
      p_seller: listing.seller,
      p_starting_bid: listing.startingBid,
      ...endArgs(listing.end),
    }),
  );
}

/** Refused by the database once a bid stands on the listing or it has ended. */
export async function cancelListing(listingId: number) {
  return unwrap(await supabase.rpc('admin_cancel_listing', { p_listing_id: listingId }));
}
