export {
  EMPTY_WALLET,
  cancelWithdrawal,
  getWallet,
  getWalletMovements,
  getWithdrawals,
  requestWithdrawal,
  subscribeWallet,
  walletKey,
  walletQuery,
  type Wallet,
  type WalletMovement,
  type Withdrawal,
} from './api';
export {
  MOVEMENT_LABELS,
  WITHDRAWAL_STATE_LABELS,
  balanceChange,
  withdrawalState,
  type WithdrawalState,
} from './movement-text';
