import { Banner, noticeText } from '@norsecraft/shared';
import { Link } from 'react-router-dom';
import { useMarkNoticesRead, useMemberNotices } from '../api/use-member-notices';

/**
 * The signed-in member's newest unread auction notice (outbid, won; sold, unsold), live, with how many more
 * wait on My Auctions; dismissing it marks them read. Nothing for a visitor or without news.
 */
export function AuctionNotices() {
  const notices = useMemberNotices();
  const markRead = useMarkNoticesRead();
  const unread = (notices.data ?? []).filter((notice) => notice.read_at === null);
  const newest = unread[0];
  if (!newest) return null;
  return (
    <Banner
      tone={newest.kind === 'won' || newest.kind === 'sold' ? 'success' : 'info'}
      onDismiss={() => markRead.mutate(newest.id)}
    >
      <span data-testid="auction-notice">{noticeText(newest)}</span>
      {unread.length > 1 && (
        <>
          {` ${unread.length - 1} more on `}
          <Link to="/my-auctions">My Auctions</Link>.
        </>
      )}
    </Banner>
  );
}
