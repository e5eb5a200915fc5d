import { insuranceContract } from '@hrt/shared/contracts/insurance';
import type { UpdateInsuranceInput } from '@hrt/shared/schemas/insurance';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshInsurances } from './use-refresh-insurances';

/** JSON without the file, which cannot be changed. */
export function useUpdateInsurance() {
  const refresh = useRefreshInsurances();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateInsuranceInput }) =>
      callEndpoint(insuranceContract.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}
