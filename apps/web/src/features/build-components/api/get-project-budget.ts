import { settingsContract } from '@hrt/shared/contracts/settings';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { componentKeys } from './component-keys';

/** The project's one budget and its contingency, for the overview's figures. */
export function useProjectBudget() {
  return useQuery({
    queryKey: componentKeys.projectBudget,
    queryFn: () => callEndpoint(settingsContract.getProjectBudget, {}),
  });
}
