import { buildComponentsContract } from '@hrt/shared/contracts/build-components';
import type { ComponentType, UpdateComponentInput } from '@hrt/shared/schemas/build-components';
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
    }) => callEndpoint(buildComponentsContract.update, { params: { type, id }, body: input }),
    onSuccess: refresh,
  });
}
