import { scheduleContract } from '@hrt/shared/contracts/schedule';
import type { TaskInput } from '@hrt/shared/schemas/schedule';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTasks } from './use-refresh-tasks';

function updateTask({ id, input }: { id: string; input: TaskInput }) {
  return callEndpoint(scheduleContract.update, { params: { id }, body: input });
}

export function useUpdateTask() {
  const refresh = useRefreshTasks();
  return useMutation({ mutationFn: updateTask, onSuccess: refresh });
}
