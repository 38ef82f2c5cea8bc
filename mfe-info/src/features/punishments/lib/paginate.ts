export const PUNISHMENTS_PER_PAGE = 25;

export interface PageSlice<T> {
  items: T[];
  /** 1-based, clamped into range. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when empty. */
  from: number;
  to: number;
}

/** One page of a list. An out-of-range page (e.g. after the filter shrank the list) is clamped. */
export function paginate<T>(list: T[], page: number, perPage = PUNISHMENTS_PER_PAGE): PageSlice<T> {
  const total = list.length;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * perPage;
  const items = list.slice(start, start + perPage);
  return {
    items,
    page: current,
    pageCount,
    total,
    from: total ? start + 1 : 0,
    to: start + items.length,
  };
}
