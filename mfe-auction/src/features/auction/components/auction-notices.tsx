import { Banner, listingElementId, noticeText, RichText } from '@norsecraft/shared';
import { Link } from 'react-router-dom';
import { t } from '../../../lib/i18n';
import { useMarkNoticesRead, useMemberNotices } from '../api/use-member-notices';

/**
 * The signed-in member's newest unread auction notice (outbid, won; sold, unsold), live, with a
 * link to its listing (outbid: its card here, to bid again; the others: its row on My Auctions)
 * and how many more wait on My Auctions; dismissing it marks them read. Nothing for a visitor or
 * without news.
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
      <span data-testid="auction-notice">{noticeText(newest)}</span>{' '}
      {newest.kind === 'outbid' ? (
        <Link to={{ hash: listingElementId(newest.listing_id) }}>{t('notices.bidAgain')}</Link>
      ) : (
        <Link to={`/my-auctions#${listingElementId(newest.listing_id)}`}>
          {t('notices.seeOnMyAuctions')}
        </Link>
      )}
      {unread.length > 1 && (
        <RichText
          text={t('notices.more', { count: unread.length - 1 })}
          parts={{ link: (text) => <Link to="/my-auctions">{text}</Link> }}
        />
      )}
    </Banner>
  );
}
