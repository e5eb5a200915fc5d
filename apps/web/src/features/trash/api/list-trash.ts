import { trashContract } from '@hrt/shared/contracts/trash';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/lib/query-keys';

/** How many deleted items one 'Load more' brings. */
const TRASH_PAGE_SIZE = 50;

function fetchTrashPage(cursor: string | undefined) {
  return callEndpoint(trashContract.list, { query: { limit: TRASH_PAGE_SIZE, cursor } });
}

/** The trash, newest first, page by page (the server's cursor). */
export function useTrashList() {
  return useInfiniteQuery({
    queryKey: queryKeys.trash,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => fetchTrashPage(pageParam),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
