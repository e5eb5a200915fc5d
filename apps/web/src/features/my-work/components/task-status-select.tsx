import { type Task, type TaskStatusId, taskStatuses } from '@hrt/shared/schemas/schedule';
import { toast } from 'sonner';
import { Select } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useChangeTaskStatus } from '../api/change-task-status';

/** A task's status, changed as soon as another is chosen (its own task: all a trade may edit). */
export function TaskStatusSelect({ task }: { task: Task }) {
  const changeStatus = useChangeTaskStatus();
  const change = (statusId: TaskStatusId) => {
    if (statusId === task.status.id || changeStatus.isPending) return;
    changeStatus.mutate(
      { task, statusId },
      {
        onSuccess: (saved) => toast.success(`${saved.name}: ${saved.status.name}.`),
        onError: (cause) => toast.error(errorMessage(cause, 'Failed to change the status.')),
      },
    );
  };
  return (
    <Select
      aria-label={`Status of ${task.name}`}
      className="h-9 w-36"
      value={changeStatus.isPending ? changeStatus.variables.statusId : task.status.id}
      // Not disabled meanwhile: a disabled select drops the keyboard's focus.
      aria-busy={changeStatus.isPending || undefined}
      onChange={(event) => change(Number(event.target.value) as TaskStatusId)}
    >
      {taskStatuses.map((status) => (
        <option key={status.id} value={status.id}>
          {status.name}
        </option>
      ))}
    </Select>
  );
}
