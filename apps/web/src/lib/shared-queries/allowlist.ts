import { allowlistContract } from '@hrt/shared/contracts/identity/allowlist';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint';
import { queryKeys } from '../query-keys';

/**
 * The owner's allowlist: read by the Admin page and by the home page's guided start (has
 * anyone been invited yet?), so both share one cache entry and an allowlist write refreshes both.
 */
export const allowlistQuery = queryOptions({
  queryKey: queryKeys.allowlist,
  queryFn: () => callEndpoint(allowlistContract.listUsers, {}),
});
