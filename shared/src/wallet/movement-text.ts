import type { WalletMovementKind } from '../types/economy';
import type { Withdrawal } from './api';

/** What each movement is called in the member's history. */
export const MOVEMENT_LABELS: Record<WalletMovementKind, string> = {
  deposit: 'Deposited in game',
  withdrawal: 'Withdrawal asked',
  withdrawal_cancelled: 'Withdrawal cancelled',
  hold: 'Held for a bid',
  release: 'Released (outbid or round over)',
  payment: 'Paid for a won auction',
  sale: 'Sold at auction',
  fee: 'House fee',
};

/**
 * What a movement does to the member's balance (available + held): holds and releases only move
 * money between the two, so they change it by nothing.
 */
export function balanceChange(movement: { available_change: number; held_change: number }) {
  return movement.available_change + movement.held_change;
}

export type WithdrawalState = 'waiting' | 'paying' | 'paid' | 'cancelled';

export function withdrawalState(withdrawal: Withdrawal): WithdrawalState {
  if (withdrawal.cancelled_at) return 'cancelled';
  if (withdrawal.paid_at) return 'paid';
  if (withdrawal.picked_up_at) return 'paying';
  return 'waiting';
}

export const WITHDRAWAL_STATE_LABELS: Record<WithdrawalState, string> = {
  waiting: 'Waiting for the game server',
  paying: 'Being paid in game',
  paid: 'Paid in game',
  cancelled: 'Cancelled',
};
