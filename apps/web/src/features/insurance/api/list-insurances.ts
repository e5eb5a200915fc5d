import { insuranceContract } from '@hrt/shared/contracts/insurance';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { insuranceKeys } from './insurance-keys';

/** The policies the user may see (the server leaves out what the role may not). */
export function useInsurances() {
  return useQuery({
    queryKey: insuranceKeys.all,
    queryFn: () => callEndpoint(insuranceContract.list, { query: {} }),
  });
}
