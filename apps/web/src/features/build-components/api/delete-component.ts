import { componentsContract } from '@hrt/shared/contracts/components';
import type { ComponentType } from '@hrt/shared/schemas/components';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshComponentContents } from './use-refresh-components';

/** The component goes to the trash with its expenses, documents, ideas and tasks. */
export function useDeleteComponent() {
  const refresh = useRefreshComponentContents();
  return useMutation({
    mutationFn: ({ type, id }: { type: ComponentType; id: string }) =>
      callEndpoint(componentsContract.remove, { params: { type, id } }),
    onSuccess: refresh,
  });
}
