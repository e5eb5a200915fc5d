import { buildComponentsContract } from '@hrt/shared/contracts/build-components';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { queryKeys } from '../query-keys';

/**
 * Every room, design item and service: read by the rooms page, the expense screens, the
 * schedule and the credit cards, so it is fetched and cached in one place.
 */
export const componentListQuery = queryOptions({
  queryKey: queryKeys.components,
  queryFn: () => callEndpoint(buildComponentsContract.list, {}),
});

export function useComponents() {
  return useQuery(componentListQuery);
}
