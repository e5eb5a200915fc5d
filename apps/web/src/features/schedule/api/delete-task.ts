import { scheduleContract } from '@hrt/shared/contracts/schedule';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTasks } from './use-refresh-tasks';

function deleteTask(id: string) {
  return callEndpoint(scheduleContract.remove, { params: { id } });
}

/** The list is read again whether or not the delete went through: it shows what is saved. */
export function useDeleteTask() {
  const refresh = useRefreshTasks();
  return useMutation({ mutationFn: deleteTask, onSettled: () => void refresh() });
}
