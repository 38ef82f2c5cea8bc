export {
  getMemberNotices,
  markNoticesRead,
  memberNoticesKey,
  settleEndedAuctions,
  MAX_NOTICES,
} from './api';
export { AuctionNotices } from './auction-notices';
export { noticeText } from './notice-text';
export { useMarkNoticesRead, useMemberNotices } from './use-member-notices';
