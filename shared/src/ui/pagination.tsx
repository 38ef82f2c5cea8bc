import { useRef } from 'react';
import styled from 'styled-components';
import { pageWindow } from '../lib/paging';
import { Button } from './button';
import { t } from '../i18n/shared-messages';
import { formatNumber } from '../lib/date-time';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const count = (n: number) => formatNumber(n);

export interface PaginationProps {
  page: number;
  pageSize: number;
  /** Rows on every page together. */
  total: number;
  /** The server counted only this far: there may be more ("1,025+"). */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; give each of several lists on a page its own. */
  label?: string;
  /** Said on the deepest page the database serves when there are more rows past it. */
  depthHint?: string;
}

/**
 * The paged list is the navigation's parent: after a page change its top comes into view (under
 * the top bar, `scroll-padding-top`) when it had been scrolled past, so the next page is read from
 * its first row, not from its bottom.
 */
function showListTop(nav: HTMLElement | null): void {
  const list = nav?.parentElement;
  if (!list) return;
  const barBottom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (list.getBoundingClientRect().top < barBottom) list.scrollIntoView({ block: 'start' });
}

/**
 * "Showing 26–50 of 1,204", the page number, and Previous / Next for a list paged elsewhere;
 * nothing when the whole list fits on its first page.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  onPageChange,
  label = t('pagination.label'),
  depthHint = t('pagination.depthHint'),
}: PaginationProps) {
  const { pageCount, lastPage, from, to } = pageWindow(total, page, pageSize);
  const more = totalIsLowerBound ? '+' : '';
  const hasMore = page < pageCount || totalIsLowerBound;
  // More rows, but past the deepest page the database serves.
  const tooDeep = hasMore && page >= lastPage;
  const nav = useRef<HTMLElement>(null);
  const goTo = (next: number) => {
    onPageChange(next);
    showListTop(nav.current);
  };
  // Everything on one page: nothing to page through.
  if (pageCount <= 1 && page <= 1 && !totalIsLowerBound) return null;
  return (
    <Nav aria-label={label} ref={nav}>
      <p role="status">
        {t('pagination.showing', { from: count(from), to: count(to), total: count(total) })}
        {more}
        {tooDeep && ` · ${depthHint}`}
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => goTo(Math.min(page - 1, lastPage))}
        >
          {t('pagination.previous')}
        </Button>
        <span>
          {t('pagination.page', { page: count(page), count: count(pageCount) })}
          {more}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasMore || tooDeep}
          onClick={() => goTo(page + 1)}
        >
          {t('pagination.next')}
        </Button>
      </div>
    </Nav>
  );
}
