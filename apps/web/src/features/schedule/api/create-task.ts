import { scheduleContract } from '@hrt/shared/contracts/schedule';
import type { TaskInput } from '@hrt/shared/schemas/schedule';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { useRefreshTasks } from './use-refresh-tasks';

function createTask(body: TaskInput) {
  return callEndpoint(scheduleContract.create, { body });
}

export function useCreateTask() {
  const refresh = useRefreshTasks();
  return useMutation({ mutationFn: createTask, onSuccess: refresh });
}
