import { componentsContract } from '@hrt/shared/contracts/components';
import type { ComponentType } from '@hrt/shared/schemas/components';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { componentKeys } from './component-keys';

export function useComponent(type: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: componentKeys.one(type ?? '', id ?? ''),
    queryFn: () =>
      callEndpoint(componentsContract.get, {
        params: { type: type as ComponentType, id: id as string },
      }),
    enabled: Boolean(type && id),
  });
}
