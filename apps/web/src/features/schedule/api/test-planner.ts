import { planningContract } from '@hrt/shared/contracts/planning';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTasks } from './use-refresh-tasks';

function testPlanner() {
  return callEndpoint(planningContract.test, {});
}

/** Test AI Agent: which planner answers; when it does, the schedule is read again. */
export function useTestPlanner() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: testPlanner,
    onSuccess: (result) => {
      if (result.status === 'success') void refresh();
    },
  });
}
