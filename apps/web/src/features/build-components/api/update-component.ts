import { componentsContract } from '@hrt/shared/contracts/components';
import type { ComponentType, UpdateComponentInput } from '@hrt/shared/schemas/components';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshComponents } from './use-refresh-components';

export function useUpdateComponent() {
  const refresh = useRefreshComponents();
  return useMutation({
    mutationFn: ({
      type,
      id,
      input,
    }: {
      type: ComponentType;
      id: string;
      input: UpdateComponentInput;
    }) => callEndpoint(componentsContract.update, { params: { type, id }, body: input }),
    onSuccess: refresh,
  });
}
