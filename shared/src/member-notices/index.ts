export {
  getMemberNotices,
  markNoticesRead,
  memberNoticesKey,
  memberNoticesQuery,
  settleEndedAuctions,
  subscribeMemberNotices,
  MAX_NOTICES,
} from './api';
export { noticeText } from './notice-text';
