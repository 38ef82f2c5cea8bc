/**
 * How deep the database pages a list (search_punishments, punishment_history,
 * admin_search_users): past it, the skipped rows would cost more than the page, and a search
 * narrows instead.
 */
export const MAX_PAGED_ROWS = 10_000;

/** One page of a list the server pages: which rows it shows of how many. */
export interface PageWindow {
  /** 1-based. */
  page: number;
  /** At least 1, so an empty list still has a page 1. */
  pageCount: number;
  /** The last page the database serves: the page count, or the page at `MAX_PAGED_ROWS`. */
  lastPage: number;
  total: number;
  /** 1-based positions of the first and last row of the page; 0 and 0 when it has none. */
  from: number;
  to: number;
}

export function pageWindow(total: number, page: number, pageSize: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const lastPage = Math.min(pageCount, Math.floor(MAX_PAGED_ROWS / pageSize));
  const start = (page - 1) * pageSize;
  const to = Math.min(total, start + pageSize);
  return {
    page,
    pageCount,
    lastPage,
    total,
    from: to > start ? start + 1 : 0,
    to: to > start ? to : 0,
  };
}

/**
 * The page number a URL parameter asks for: a whole number from 1, else 1, and at most the
 * deepest page the database serves (a hand-edited or old link must not break the page).
 */
export function parsePageParam(value: string | null, pageSize: number): number {
  const page = Number(value);
  if (!Number.isSafeInteger(page) || page < 1) return 1;
  return Math.min(page, Math.floor(MAX_PAGED_ROWS / pageSize));
}
