import { zodResolver } from '@hookform/resolvers/zod';
import { endAfterLastDay, lastDayOf } from '@hrt/shared/domain/schedule';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import {
  DEFAULT_TASK_OWNER_ID,
  type Task,
  type TaskInput,
  taskInputSchema,
  taskMessages,
  taskOwners,
} from '@hrt/shared/schemas/schedule';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { HistorySection } from '@/components/history/history-section';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { refusalDetail } from '@/lib/api-client';
import { toastWithUndo } from '@/lib/undo-toast';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { TaskFormFields } from './task-form-fields';

/** What the add dialog starts from: a clicked day and row, or today. */
export interface TaskDraft {
  startAt: string;
  componentId: string;
}

/** The dialog's end date is the task's last day, as people say it; the API's is the day after. */
const dialogMessages = { endBeforeStart: 'The end date cannot be before the start date.' };

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const inputResolver = zodResolver(taskInputSchema) as unknown as Resolver<TaskInput>;

/**
 * Checks the form as the API input it becomes (the shared schema): the last day typed turned
 * into the exclusive end, so the values handed to submit are the API's.
 */
const lastDayResolver: Resolver<TaskInput> = async (values, context, options) => {
  const endAt = isDate(values.endAt) ? endAfterLastDay(values.endAt) : values.endAt;
  const result = await inputResolver({ ...values, endAt }, context, options);
  const endError = result.errors.endAt;
  if (endError) endError.message = dialogMessages.endBeforeStart;
  return result;
};

/** A task as the dialog shows it: its last day in the end date field. */
function formValues(task: Task | null, draft: TaskDraft): TaskInput {
  if (!task) return initialValues(null, draft);
  return { ...initialValues(task, draft), endAt: lastDayOf(task) };
}

/** A task as the API takes it (exclusive end); a new one from the dialog's draft. */
function initialValues(task: Task | null, draft: TaskDraft): TaskInput {
  if (task) {
    const known = taskOwners.some((owner) => owner.id === task.owner.id);
    return {
      name: task.name,
      startAt: task.startAt,
      endAt: task.endAt,
      status: { id: task.status.id },
      group: { id: task.group.id },
      owner: known ? { id: task.owner.id } : { id: task.owner.id, name: task.owner.name },
      supplier: task.supplier,
      contact_id: task.contact_id,
      dependencies: [...task.dependencies],
    };
  }
  return {
    name: '',
    startAt: draft.startAt,
    // A new task is one day long: its last day is its first (the dialog's end date).
    endAt: draft.startAt,
    status: { id: 1 },
    group: { id: draft.componentId },
    owner: { id: DEFAULT_TASK_OWNER_ID },
    supplier: '',
    contact_id: null,
    dependencies: [],
  };
}

/**
 * 'Undo' of an edit: the task's values before it, sent as a normal update with the version the
 * edit returned (`savedAt`), so a change made by someone since is refused, not overwritten.
 */
function undoOfEdit(task: Task, savedAt: string): TaskInput {
  return {
    ...initialValues(task, { startAt: task.startAt, componentId: task.group.id }),
    group: { id: task.group.id, name: task.group.name },
    updated_at: savedAt,
  };
}

/**
 * Add or edit a task: name, dates, status, component, owner, supplier and the dependency
 * checklist. The shared schema checks what the server checks; the server's own refusal (an
 * unknown dependency, a loop) is shown under the dialog's 'Failed to create/update task' line.
 */
export function TaskDialog({
  open,
  onOpenChange,
  task,
  draft,
  tasks,
  tasksById,
  components,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task: Task | null;
  draft: TaskDraft;
  tasks: readonly Task[];
  tasksById: ReadonlyMap<string, Task>;
  components: readonly Pick<BuildComponent, 'id' | 'name'>[];
}) {
  const create = useCreateTask();
  const update = useUpdateTask();
  const [failure, setFailure] = useState<{ message: string; detail: string } | null>(null);
  const form = useForm<TaskInput>({
    resolver: lastDayResolver,
    mode: 'onTouched',
    defaultValues: formValues(task, draft),
  });
  const { isSubmitting } = form.formState;
  const name = form.watch('name') ?? '';

  useEffect(() => {
    if (!open) return;
    form.reset(formValues(task, draft));
    setFailure(null);
  }, [open, task, draft, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const input: TaskInput = {
      ...values,
      group: {
        id: values.group.id,
        name: components.find((component) => component.id === values.group.id)?.name,
      },
      ...(task ? { updated_at: task.updated_at } : {}),
    };
    try {
      // Each mutation reads the task list again before it resolves.
      if (task) {
        const stored = await update.mutateAsync({ id: task.id, input });
        const previous = undoOfEdit(task, stored.updated_at);
        toastWithUndo('Task saved.', async () => {
          await update.mutateAsync({ id: task.id, input: previous });
          toast.success('Change undone.');
        });
      } else {
        await create.mutateAsync(input);
        toast.success('Task added.');
      }
      onOpenChange(false);
    } catch (error) {
      console.error('Schedule: failed to save a task', error);
      const detail = refusalDetail(error);
      setFailure({ message: task ? taskMessages.update : taskMessages.create, detail });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={task ? 'Edit Task' : 'Add Task'} />
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {failure && (
            <Alert kind="error" onDismiss={() => setFailure(null)}>
              <p>{failure.message}</p>
              {failure.detail && <p className="mt-1 text-xs">{failure.detail}</p>}
            </Alert>
          )}
          <TaskFormFields
            form={form}
            task={task}
            tasks={tasks}
            tasksById={tasksById}
            components={components}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting || name.trim() === ''}>
              {isSubmitting ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
        {task && (
          <HistorySection resourceType="task" resourceId={task.id} className="border-t pt-3" />
        )}
      </DialogContent>
    </Dialog>
  );
}
