// A member's wallet (issue 39; docs/product/account.md#wallet): the money their linked player
// deposited in game, in copper. Row-level security shows a member their own player's wallet,
// movements and withdrawals only; every change goes through the database's functions.
import type { RealtimeChannel } from '@supabase/supabase-js';
import { unwrap } from '../data/data-error';
import { supabase } from '../lib/supabase';
import type { WalletMovementKind } from '../types/economy';

export interface Wallet {
  /** Free to bid or withdraw. */
  available: number;
  /** Held by the bids that lead a listing. */
  held: number;
}

export interface WalletMovement {
  id: number;
  kind: WalletMovementKind;
  amount: number;
  available_change: number;
  held_change: number;
  listing_id: number | null;
  withdrawal_id: number | null;
  created_at: string;
}

export interface Withdrawal {
  id: number;
  amount: number;
  requested_at: string;
  picked_up_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
}

/** The cache entry of a member's wallet; history and withdrawals sit below it. */
export const walletKey = (userId: string | null) => ['wallet', userId] as const;

/** A player who never deposited has an empty wallet (the row is made on the first movement). */
export const EMPTY_WALLET: Wallet = { available: 0, held: 0 };

export async function getWallet(): Promise<Wallet> {
  const row = unwrap(
    await supabase.from('wallets').select('available, held').maybeSingle(),
  ) as Wallet | null;
  return row ?? EMPTY_WALLET;
}

/** The wallet as a query (each app calls `useQuery` with it in its own api/). */
export const walletQuery = (userId: string | null) => ({
  queryKey: walletKey(userId),
  queryFn: getWallet,
  enabled: userId !== null,
});

/** The newest movements first, at most `limit`. */
export async function getWalletMovements(limit = 50): Promise<WalletMovement[]> {
  return unwrap(
    await supabase
      .from('wallet_movements')
      .select(
        'id, kind, amount, available_change, held_change, listing_id, withdrawal_id, created_at',
      )
      .order('id', { ascending: false })
      .limit(limit),
  ) as WalletMovement[];
}

export async function getWithdrawals(limit = 20): Promise<Withdrawal[]> {
  return unwrap(
    await supabase
      .from('wallet_withdrawals')
      .select('id, amount, requested_at, picked_up_at, paid_at, cancelled_at')
      .order('id', { ascending: false })
      .limit(limit),
  ) as Withdrawal[];
}

export async function requestWithdrawal(amount: number): Promise<Withdrawal> {
  return unwrap(
    await supabase.rpc('request_withdrawal', { p_amount: amount }).single(),
  ) as Withdrawal;
}

export async function cancelWithdrawal(id: number): Promise<void> {
  unwrap(await supabase.rpc('cancel_withdrawal', { p_withdrawal_id: id }));
}

let channels = 0;

/** Calls `onChange` whenever the member's wallet changes (a bid held, released, a deposit). */
export function subscribeWallet(playerUuid: string, onChange: () => void): () => void {
  const channel: RealtimeChannel = supabase
    .channel(`wallet-${(channels += 1)}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'wallets', filter: `player_uuid=eq.${playerUuid}` },
      onChange,
    )
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') onChange();
    });
  return () => void supabase.removeChannel(channel);
}
