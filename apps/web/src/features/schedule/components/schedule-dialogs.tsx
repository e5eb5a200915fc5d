import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { type Task, taskMessages } from '@hrt/shared/schemas/schedule';
import { TRASH_DAYS } from '@hrt/shared/schemas/trash';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToastDeleted } from '@/lib/undo-delete';
import { useDeleteTask } from '../api/delete-task';
import { useRefreshTasks } from '../api/use-refresh-tasks';
import { AgenticPlanDialog } from './agentic-plan-dialog';
import { AnalysisDialog } from './analysis-dialog';
import { TaskDialog, type TaskDraft } from './task-dialog';

/** The task being edited (null when adding) and where the add dialog starts. */
export interface TaskDialogState {
  task: Task | null;
  draft: TaskDraft;
}

export type PlannerDialogKind = 'analysis' | 'agentic';

/**
 * The schedule's dialogs: add or edit a task and the two planners (for editors only), and the
 * delete confirmation. A failed delete is reported through `onDeleteFailed` (the page's banner).
 */
export function ScheduleDialogs({
  canEdit,
  tasks,
  tasksById,
  components,
  editing,
  onCloseEditor,
  planner,
  onPlannerChange,
  deleting,
  onCloseDelete,
  onDeleteFailed,
}: {
  canEdit: boolean;
  tasks: readonly Task[];
  tasksById: ReadonlyMap<string, Task>;
  components: readonly BuildComponent[];
  editing: TaskDialogState | null;
  onCloseEditor: () => void;
  planner: PlannerDialogKind | null;
  onPlannerChange: (planner: PlannerDialogKind | null) => void;
  deleting: Task | null;
  onCloseDelete: () => void;
  onDeleteFailed: (message: string) => void;
}) {
  const { mutateAsync: deleteTask } = useDeleteTask();
  const refresh = useRefreshTasks();
  const toastDeleted = useToastDeleted();

  async function remove(task: Task) {
    try {
      // The list is read again either way (the mutation's onSettled).
      toastDeleted(await deleteTask(task.id), refresh);
    } catch (error) {
      console.error('Schedule: failed to delete a task', error);
      onDeleteFailed(taskMessages.delete);
    }
  }

  return (
    <>
      {canEdit && editing && (
        <TaskDialog
          open
          onOpenChange={(open) => !open && onCloseEditor()}
          task={editing.task}
          draft={editing.draft}
          tasks={tasks}
          tasksById={tasksById}
          components={components}
        />
      )}
      {canEdit && (
        <>
          <AnalysisDialog
            open={planner === 'analysis'}
            onOpenChange={(open) => onPlannerChange(open ? 'analysis' : null)}
            existingTaskIds={() => tasks.map((task) => task.id)}
          />
          <AgenticPlanDialog
            open={planner === 'agentic'}
            onOpenChange={(open) => onPlannerChange(open ? 'agentic' : null)}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && onCloseDelete()}
        title={`Delete ${deleting?.name ?? 'task'}?`}
        description={`The task moves to the trash, and the tasks that depend on it show it as removed. You can restore it, with those links, for ${TRASH_DAYS} days.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          onCloseDelete();
        }}
      />
    </>
  );
}
