import { historyContract } from '@hrt/shared/contracts/trash';
import type { HistoryResourceType } from '@hrt/shared/schemas/history';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { queryKeys } from '../query-keys';

/**
 * An item's changes, newest first (GET /api/history/:resource_type/:resource_id). Expenses,
 * components, tasks, policies and accounts each show it, so it is read here, once, rather than
 * in a feature (features never import each other).
 */
function historyQuery(resourceType: HistoryResourceType, resourceId: string) {
  return queryOptions({
    queryKey: queryKeys.historyOf(resourceType, resourceId),
    queryFn: () =>
      callEndpoint(historyContract.get, {
        params: { resource_type: resourceType, resource_id: resourceId },
      }),
    // Read afresh each time it is opened: the item may have been saved a moment ago.
    staleTime: 0,
  });
}

/** Called only when the history is opened: it is never part of a screen's first paint. */
export function useHistory(resourceType: HistoryResourceType, resourceId: string) {
  return useQuery(historyQuery(resourceType, resourceId));
}
