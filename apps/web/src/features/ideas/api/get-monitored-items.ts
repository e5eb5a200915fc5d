import { ideaPriceChecksContract } from '@hrt/shared/contracts/ideas-price-checks';
import type { MonitoredItem } from '@hrt/shared/schemas/ideas';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { ideaKeys } from './idea-keys';
import { REQUEST_TIMEOUT_MS, withTimeout } from './request-timeout';

function fetchMonitoredItems(componentId: string) {
  return withTimeout(REQUEST_TIMEOUT_MS, (signal) =>
    callEndpoint(
      ideaPriceChecksContract.listItems,
      { query: { component_id: componentId } },
      { signal },
    ),
  );
}

/** A failed load is treated as an empty list. */
export function useMonitoredItems(componentId: string) {
  return useQuery({
    queryKey: ideaKeys.items(componentId),
    queryFn: () => fetchMonitoredItems(componentId).catch(() => [] as MonitoredItem[]),
  });
}
