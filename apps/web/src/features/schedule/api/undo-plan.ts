import { planningContract } from '@hrt/shared/contracts/planning';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTasks } from './use-refresh-tasks';

function undoPlan({ planId, confirm }: { planId: string; confirm: boolean }) {
  return callEndpoint(planningContract.undoPlan, {
    params: { plan_id: planId },
    body: { confirm },
  });
}

/** The schedule is read again whether or not the undo went through: it shows what is saved. */
export function useUndoPlan() {
  const refresh = useRefreshTasks();
  return useMutation({ mutationFn: undoPlan, onSettled: () => void refresh() });
}
