import { buildComponentsContract } from '@hrt/shared/contracts/build-components';
import type { ComponentType } from '@hrt/shared/schemas/build-components';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshComponentContents } from './use-refresh-components';

/** The component goes to the trash with its expenses, documents, ideas and tasks. */
export function useDeleteComponent() {
  const refresh = useRefreshComponentContents();
  return useMutation({
    mutationFn: ({ type, id }: { type: ComponentType; id: string }) =>
      callEndpoint(buildComponentsContract.remove, { params: { type, id } }),
    onSuccess: refresh,
  });
}
