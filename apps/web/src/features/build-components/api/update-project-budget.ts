import { settingsContract } from '@hrt/shared/contracts/settings';
import type { UpdateProjectBudgetInput } from '@hrt/shared/schemas/project-budget';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { queryKeys } from '@/lib/query-keys';
import { componentKeys } from './component-keys';

/** Sets the project budget; the overview and the project's summary (its budget) read it again. */
export function useUpdateProjectBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBudgetInput) =>
      callEndpoint(settingsContract.updateProjectBudget, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(componentKeys.projectBudget, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.projectExpenseSummary });
    },
  });
}
