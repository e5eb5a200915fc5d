import { settingsContract } from '@hrt/shared/contracts/settings';
import type { UpdateHouseholdInput } from '@hrt/shared/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { creditKeys } from './credit-keys';

/** A renamed member takes their accounts along, so the accounts are read again too. */
export function useUpdateHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHouseholdInput) =>
      callEndpoint(settingsContract.updateHousehold, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditKeys.household }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]),
  });
}
