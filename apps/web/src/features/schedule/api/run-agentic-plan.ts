import { planningContract } from '@hrt/shared/contracts/planning';
import type { AgenticPlanRequest } from '@hrt/shared/schemas/schedule';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTasks } from './use-refresh-tasks';

function runAgenticPlan(body: AgenticPlanRequest) {
  return callEndpoint(planningContract.agenticPlan, { body });
}

/** An executed plan that created tasks changed the schedule: it is read again first. */
export function useRunAgenticPlan() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: runAgenticPlan,
    onSuccess: async (answer) => {
      if (answer.status === 'executed' && answer.created_tasks.length > 0) await refresh();
    },
  });
}
