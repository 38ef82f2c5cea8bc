import type { WalletMovementKind } from '../types/economy';
import type { Withdrawal } from './api';
import { t } from './wallet-messages';

/** What a movement is called in the member's history, in the page's language. */
export const movementLabel = (kind: WalletMovementKind): string => t(`movement.${kind}`);

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

/** A withdrawal's state as the member reads it, in the page's language. */
export const withdrawalStateLabel = (state: WithdrawalState): string => t(`withdrawal.${state}`);
