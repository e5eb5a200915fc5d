import { buildComponentsContract } from '@hrt/shared/contracts/build-components';
import type { CreateComponentInput } from '@hrt/shared/schemas/build-components';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshComponents } from './use-refresh-components';

export function useCreateComponent() {
  const refresh = useRefreshComponents();
  return useMutation({
    mutationFn: (body: CreateComponentInput) =>
      callEndpoint(buildComponentsContract.create, { body }),
    onSuccess: refresh,
  });
}
