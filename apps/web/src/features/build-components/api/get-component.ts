import { buildComponentsContract } from '@hrt/shared/contracts/build-components';
import type { ComponentType } from '@hrt/shared/schemas/build-components';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { componentKeys } from './component-keys';

export function useComponent(type: string | undefined, id: string | undefined) {
  return useQuery({
    queryKey: componentKeys.one(type ?? '', id ?? ''),
    queryFn: () =>
      callEndpoint(buildComponentsContract.get, {
        params: { type: type as ComponentType, id: id as string },
      }),
    enabled: Boolean(type && id),
  });
}
