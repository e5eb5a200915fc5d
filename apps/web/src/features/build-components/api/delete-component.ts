import { componentsContract } from '@hrt/shared/contracts/components';
import type { ComponentType } from '@hrt/shared/schemas/components';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshComponents } from './use-refresh-components';

export function useDeleteComponent() {
  const refresh = useRefreshComponents();
  return useMutation({
    mutationFn: ({ type, id }: { type: ComponentType; id: string }) =>
      callEndpoint(componentsContract.remove, { params: { type, id } }),
    onSuccess: refresh,
  });
}
