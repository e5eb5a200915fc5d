import { zodResolver } from '@hookform/resolvers/zod';
import { addDays } from '@hrt/shared/domain/calendar-days';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import {
  DEFAULT_TASK_OWNER_ID,
  type Task,
  type TaskInput,
  taskInputSchema,
  taskMessages,
  taskOwners,
  taskStatuses,
} from '@hrt/shared/schemas/schedule';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, InputField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { refusalDetail } from '@/lib/api-client';
import { createTask, updateTask, useRefreshTasks } from '../api';
import { DependencyChecklist } from './dependency-checklist';

/** What the add dialog starts from: a clicked day and row, or today. */
export interface TaskDraft {
  startAt: string;
  componentId: string;
}

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
      dependencies: [...task.dependencies],
    };
  }
  return {
    name: '',
    startAt: draft.startAt,
    // Spec section 3: a new task ends one day after its start (ends are exclusive).
    endAt: addDays(draft.startAt, 1),
    status: { id: 1 },
    group: { id: draft.componentId },
    owner: { id: DEFAULT_TASK_OWNER_ID },
    supplier: '',
    dependencies: [],
  };
}

/**
 * Add or edit a task: name, dates, status, component, owner, supplier and the dependency
 * checklist. The shared schema checks what the server checks; the server's own refusal (an
 * unknown dependency, a loop) is shown under the spec's message.
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
  const refresh = useRefreshTasks();
  const [failure, setFailure] = useState<{ message: string; detail: string } | null>(null);
  const form = useForm<TaskInput>({
    resolver: zodResolver(taskInputSchema) as never,
    mode: 'onTouched',
    defaultValues: initialValues(task, draft),
  });
  const { errors, isSubmitting } = form.formState;
  const name = form.watch('name') ?? '';
  const startAt = form.watch('startAt');
  const componentId = form.watch('group.id') ?? '';

  useEffect(() => {
    if (!open) return;
    form.reset(initialValues(task, draft));
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
      if (task) await updateTask(task.id, input);
      else await createTask(input);
      await refresh();
      toast.success(task ? 'Task updated.' : 'Task added.');
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
          <InputField
            label="Task name"
            error={errors.name?.message}
            required
            autoComplete="off"
            {...form.register('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              label="Start date"
              error={errors.startAt?.message}
              type="date"
              {...form.register('startAt', {
                onChange: (event: { target: { value: string } }) => {
                  const start = event.target.value;
                  const end = form.getValues('endAt');
                  if (start && (!end || end <= start)) form.setValue('endAt', addDays(start, 1));
                },
              })}
            />
            <Field
              label="End date"
              hint="The day after the last working day."
              error={errors.endAt?.message}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="date"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('endAt')}
                />
              )}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Status">
              {({ id, describedBy }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  {...form.register('status.id', { setValueAs: Number })}
                >
                  {taskStatuses.map((status) => (
                    <option key={status.id} value={status.id}>
                      {status.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Owner">
              {({ id, describedBy }) => (
                <Select id={id} aria-describedby={describedBy} {...form.register('owner.id')}>
                  {taskOwners.map((owner) => (
                    <option key={owner.id} value={owner.id}>
                      {owner.name}
                    </option>
                  ))}
                  {task && !taskOwners.some((owner) => owner.id === task.owner.id) && (
                    <option value={task.owner.id}>{task.owner.name}</option>
                  )}
                </Select>
              )}
            </Field>
          </div>
          <Field label="Component" error={errors.group?.id?.message ?? errors.group?.message}>
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                required
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('group.id')}
              >
                <option value="">Select a component</option>
                {components.map((component) => (
                  <option key={component.id} value={component.id}>
                    {component.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <InputField
            label="Supplier"
            error={errors.supplier?.message}
            autoComplete="off"
            {...form.register('supplier')}
          />
          <Controller
            control={form.control}
            name="dependencies"
            render={({ field }) => (
              <DependencyChecklist
                tasks={tasks}
                tasksById={tasksById}
                editingId={task?.id ?? null}
                componentId={componentId}
                startAt={startAt}
                value={field.value ?? []}
                onChange={field.onChange}
              />
            )}
          />
          {errors.dependencies && (
            <p className="text-xs text-destructive" role="alert">
              {errors.dependencies.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting || name.trim() === ''}>
              {isSubmitting ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
