import { componentsContract } from '@hrt/shared/contracts/components';
import type { CreateComponentInput } from '@hrt/shared/schemas/components';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshComponents } from './use-refresh-components';

export function useCreateComponent() {
  const refresh = useRefreshComponents();
  return useMutation({
    mutationFn: (body: CreateComponentInput) => callEndpoint(componentsContract.create, { body }),
    onSuccess: refresh,
  });
}
