import { useDebouncedValue } from '@norsecraft/shared';
import { useState } from 'react';

/** Typing settles this long before a search goes to the database. */
export const SEARCH_DELAY_MS = 250;

/** A server-paged list's page, back to page 1 whenever `query` (its search and filters) changes. */
export function useQueryPage(query: string) {
  const [page, setPage] = useState(1);
  const [pageFor, setPageFor] = useState(query);
  if (pageFor !== query) {
    setPageFor(query);
    setPage(1);
  }
  return [page, setPage] as const;
}

/**
 * A server-paged list's search box, filter and page: the search goes out once typing settles,
 * and a new search or filter starts on page 1.
 */
export function useListSearch<Filter extends string>(initialFilter: Filter) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const [filter, setFilter] = useState(initialFilter);
  const [page, setPage] = useQueryPage(`${search}\n${filter}`);
  return { text, setText, search, filter, setFilter, page, setPage };
}
