import { settingsContract } from '@hrt/shared/contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { creditKeys } from './credit-keys';

/** The household's members and the owner options of an account (settings, read here). */
export function useHousehold() {
  return useQuery({
    queryKey: creditKeys.household,
    queryFn: () => callEndpoint(settingsContract.getHousehold, {}),
  });
}
