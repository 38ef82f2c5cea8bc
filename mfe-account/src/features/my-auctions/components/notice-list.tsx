import { Button, Card, QueryView, noticeText, timeAgo } from '@norsecraft/shared';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useMarkAllNoticesRead, useMemberNotices } from '../api/use-member-notices';
import { t } from '../../../lib/i18n';

const Box = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  li[data-unread='true'] {
    font-weight: 700;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
    font-size: 0.875rem;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The member's newest auction notices, unread ones first in bold, with Mark all read. */
export function NoticeList({ userId }: { userId: string }) {
  const headingId = useId();
  const notices = useMemberNotices(userId);
  const markRead = useMarkAllNoticesRead(userId);
  // One "now" per visit keeps the labels steady while the page is open.
  const [now] = useState(() => Date.now());
  const unread = (notices.data ?? []).some((notice) => notice.read_at === null);
  return (
    <Box aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('notices.title')}</h2>
        {unread && (
          <Button
            size="sm"
            variant="secondary"
            loading={markRead.isPending}
            onClick={() => markRead.mutate()}
          >
            {t('notices.markRead')}
          </Button>
        )}
      </header>
      <QueryView
        query={notices}
        loadingLabel={t('notices.loading')}
        errorTitle={t('notices.loadFailed')}
      >
        {(list) =>
          list.length === 0 ? (
            <Muted>{t('notices.empty')}</Muted>
          ) : (
            <List aria-label={t('notices.title')}>
              {list.map((notice) => (
                <li key={notice.id} data-unread={notice.read_at === null}>
                  <span>{noticeText(notice)}</span>
                  <time dateTime={notice.created_at}>{timeAgo(notice.created_at, now)}</time>
                </li>
              ))}
            </List>
          )
        }
      </QueryView>
    </Box>
  );
}
