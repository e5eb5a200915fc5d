import { useEffect, useRef } from 'react';

/** What a table needs to page through its list as it scrolls. */
export interface ListPaging {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

export const noPaging: ListPaging = {
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => {},
};

/** Rows before the end at which the next page is asked for: it arrives before it is needed. */
const AHEAD = 30;

/** Asks for the next page once the last row in view is within AHEAD rows of the end. */
export function useLoadMoreNearEnd(lastVisibleIndex: number, rowCount: number, paging: ListPaging) {
  // The latest callback in a ref: a new function each render must not re-run the effect.
  const fetchNext = useRef(paging.fetchNextPage);
  fetchNext.current = paging.fetchNextPage;
  const nearEnd = lastVisibleIndex >= 0 && lastVisibleIndex >= rowCount - AHEAD;
  const { hasNextPage, isFetchingNextPage } = paging;
  // Runs again when a page has arrived: still near the end (a short page) asks for the next.
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage) fetchNext.current();
  }, [nearEnd, hasNextPage, isFetchingNextPage]);
}
