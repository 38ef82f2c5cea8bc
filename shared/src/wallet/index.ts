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
  balanceChange,
  movementLabel,
  withdrawalState,
  withdrawalStateLabel,
  type WithdrawalState,
} from './movement-text';
