import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { type Task, type TaskInput, taskOwners, taskStatuses } from '@hrt/shared/schemas/schedule';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ContactSelect } from '@/components/contact-select';
import { Field, InputField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { DependencyChecklist } from './dependency-checklist';

type TaskForm = UseFormReturn<TaskInput>;

/** The task dialog's fields: name, dates, status, owner, component, supplier, dependencies. */
export function TaskFormFields({
  form,
  task,
  tasks,
  tasksById,
  components,
}: {
  form: TaskForm;
  task: Task | null;
  tasks: readonly Task[];
  tasksById: ReadonlyMap<string, Task>;
  components: readonly Pick<BuildComponent, 'id' | 'name'>[];
}) {
  const { errors } = form.formState;
  const startAt = form.watch('startAt');
  const componentId = form.watch('group.id') ?? '';
  return (
    <>
      <InputField
        label="Task name"
        error={errors.name?.message}
        required
        autoComplete="off"
        {...form.register('name')}
      />
      <TaskDateFields form={form} />
      <TaskStatusOwnerFields form={form} task={task} />
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
      <ContactSelect
        label="Contact"
        value={form.watch('contact_id')}
        onChange={(contactId) => form.setValue('contact_id', contactId, { shouldDirty: true })}
        linkedText={{
          value: form.watch('supplier') ?? '',
          onChange: (supplier) => form.setValue('supplier', supplier, { shouldDirty: true }),
        }}
      />
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
            removed={task?.removed_dependencies}
          />
        )}
      />
      {errors.dependencies && (
        <p className="text-xs text-destructive" role="alert">
          {errors.dependencies.message}
        </p>
      )}
    </>
  );
}

/**
 * Start and end, both days of the task: a one-day task ends on the day it starts. A start after
 * the end moves the end to the start.
 */
function TaskDateFields({ form }: { form: TaskForm }) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label="Start date"
        error={errors.startAt?.message}
        type="date"
        {...form.register('startAt', {
          onChange: (event: { target: { value: string } }) => {
            const start = event.target.value;
            const end = form.getValues('endAt');
            if (start && (!end || end < start)) form.setValue('endAt', start);
          },
        })}
      />
      <Field label="End date" hint="The last day of the task." error={errors.endAt?.message}>
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
  );
}

/** Status and owner; an owner typed for someone else stays offered when the task is edited. */
function TaskStatusOwnerFields({ form, task }: { form: TaskForm; task: Task | null }) {
  return (
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
  );
}
