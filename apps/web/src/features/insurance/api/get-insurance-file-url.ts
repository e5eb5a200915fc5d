import { insuranceContract } from '@hrt/shared/contracts/insurance';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { insuranceKeys } from './insurance-keys';

/**
 * Reads the document's signed link when the user opens it. The link is short-lived, so it is
 * fetched on every click and never kept in the cache.
 */
export function useFetchInsuranceFileUrl() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: insuranceKeys.fileUrl(id),
      queryFn: () => callEndpoint(insuranceContract.fileUrl, { params: { id } }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    });
}
