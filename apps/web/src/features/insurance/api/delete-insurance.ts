import { insuranceContract } from '@hrt/shared/contracts/insurance';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshInsurances } from './use-refresh-insurances';

export function useDeleteInsurance() {
  const refresh = useRefreshInsurances();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(insuranceContract.remove, { params: { id } }),
    // A refused delete may still mean the list is out of date (the policy was deleted).
    onSettled: refresh,
  });
}
