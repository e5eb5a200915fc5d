import { zodResolver } from '@hookform/resolvers/zod';
import { componentStatusOptions, formatStatus } from '@hrt/shared/domain/status';
import {
  type BuildComponent,
  type ComponentFormOutput,
  type ComponentFormValues,
  type ComponentType,
  componentFormSchema,
  componentTypeLabels,
} from '@hrt/shared/schemas/build-components';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ContactSelect } from '@/components/contact-select';
import { ConflictPanel } from '@/components/edit-conflict/conflict-panel';
import { Alert } from '@/components/ui/alert';
import { AmountField } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useComponents } from '@/lib/shared-queries/build-components';
import { useCreateComponent } from '../api/create-component';
import { useUpdateComponent } from '../api/update-component';
import { componentConflictFields, useComponentConflict } from '../hooks/use-component-conflict';
import { componentErrorMessage } from './component-error-message';
import { findNearDuplicate } from './near-duplicate';
import { RoomField } from './room-field';

/**
 * A new component starts In Progress, as an API create without a status does (IN_PROGRESS),
 * chosen in the form so Create is never grey for want of a status the user was not told was
 * needed (decision 037).
 */
const emptyForm: ComponentFormValues = {
  name: '',
  status: 'In Progress',
  budget: '',
  parent_id: '',
};

function formOf(component: BuildComponent | null | undefined): ComponentFormValues {
  if (!component) return emptyForm;
  return {
    name: component.name,
    status: component.status,
    budget: String(component.budget),
    parent_id: component.parent_id ?? '',
  };
}

/**
 * The room to send: none for a room; on an edit only when the choice changed, so a child whose
 * room is in the trash (shown as "No room") keeps its link when only its name is edited.
 */
function parentToSend(
  type: ComponentType,
  chosen: string | undefined,
  component: BuildComponent | null | undefined,
): { parent_id?: string | null } {
  if (type === 'room') return {};
  const parentId = chosen || null;
  if (component && parentId === component.parent_id) return {};
  return { parent_id: parentId };
}

/**
 * The trade doing a service: only services name one; on an edit only when the choice changed,
 * so a contact that has gone (shown as "None") keeps its link when only the name is edited.
 */
function contactToSend(
  type: ComponentType,
  chosen: string | null,
  component: BuildComponent | null | undefined,
): { contact_id?: string | null } {
  if (type !== 'service') return {};
  if (component ? chosen === component.contact_id : chosen === null) return {};
  return { contact_id: chosen };
}

/** The room and the trade to send, each only when it applies and has changed. */
function linksToSend(
  type: ComponentType,
  chosen: { parent_id: string | undefined; contactId: string | null },
  component: BuildComponent | null | undefined,
) {
  return {
    ...parentToSend(type, chosen.parent_id, component),
    ...contactToSend(type, chosen.contactId, component),
  };
}

/** 'Add New {Type}' without a component, 'Edit {Type}' with one; resets when it changes. */
export function ComponentDialog({
  open,
  onOpenChange,
  type,
  component,
  onReload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: ComponentType;
  component?: BuildComponent | null;
  /** Fetches the latest version after a stale update. */
  onReload?: () => Promise<unknown>;
}) {
  const create = useCreateComponent();
  const update = useUpdateComponent();
  const form = useForm<ComponentFormValues, unknown, ComponentFormOutput>({
    resolver: zodResolver(componentFormSchema),
    defaultValues: formOf(component),
    mode: 'onChange',
  });
  const [error, setError] = useState<string | null>(null);
  const [contactId, setContactId] = useState<string | null>(component?.contact_id ?? null);
  const contact = { value: contactId, onChange: setContactId };
  const conflict = useComponentConflict(component);
  const { clear: clearConflict } = conflict;
  /** After a conflict, the version stored now: what 'Apply my changes on top' saves onto. */
  const seenVersion = useRef<string | null>(null);
  const editing = Boolean(component);
  const label = componentTypeLabels[type].singular;
  const { isValid } = form.formState;

  useEffect(() => {
    form.reset(formOf(component));
    setContactId(component?.contact_id ?? null);
    setError(null);
    clearConflict();
    seenVersion.current = null;
  }, [component, form, clearConflict]);

  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async ({ name, status, budget, parent_id }) => {
    setError(null);
    const parent = linksToSend(type, { parent_id, contactId }, component);
    try {
      if (component) {
        await update.mutateAsync({
          type: component.type,
          id: component.id,
          input: {
            name,
            status,
            budget,
            ...parent,
            updated_at: seenVersion.current ?? component.updated_at,
          },
        });
        toast.success(`${label} updated.`);
      } else {
        // Sent even when empty: left out, the API would store its default, In Progress.
        await create.mutateAsync({ name, type, budget, status, ...parent });
        toast.success(`${label} added.`);
      }
      form.reset(emptyForm);
      onOpenChange(false);
    } catch (cause) {
      if (component && cause instanceof ApiError && cause.code === 'stale_update') {
        const mine = componentConflictFields({ name, status, budget });
        await conflict
          .start(componentConflictFields(component), mine, component.id)
          .catch(() => setError(componentErrorMessage(cause, 'Failed to edit component.')));
        return;
      }
      setError(
        componentErrorMessage(
          cause,
          editing
            ? 'Failed to edit component. Please try again.'
            : 'Failed to save component. Please try again.',
        ),
      );
    }
  });

  /** Saves the fields the person changed onto the version stored now. */
  const applyMine = form.handleSubmit(async (typed) => {
    const found = conflict.conflict;
    if (!found) return;
    const merged = formOf({
      ...found.current,
      ...conflict.merged(found, componentConflictFields(typed)),
    });
    seenVersion.current = found.current.updated_at;
    const { name, status, budget } = merged;
    form.reset({ ...form.getValues(), name, status, budget });
    clearConflict();
    await submit();
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={editing ? `Edit ${label}` : `Add New ${label}`} />
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            if (pending) event.preventDefault();
            else void submit(event);
          }}
        >
          <ComponentFields form={form} type={type} contact={contact} />
          <NearDuplicateNotice
            type={type}
            label={label}
            name={form.watch('name')}
            exceptId={component?.id}
          />
          {error && <Alert kind="error">{error}</Alert>}
          {conflict.conflict ? (
            <ConflictPanel
              thing={label.toLowerCase()}
              rows={conflict.conflict.rows}
              lastChange={conflict.conflict.lastChange}
              busy={pending}
              onApplyMine={() => void applyMine()}
              onUseTheirs={() => {
                conflict.takeTheirs();
                void onReload?.();
                onOpenChange(false);
              }}
            />
          ) : (
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!isValid || pending}>
                {editing ? 'Update' : 'Create'}
              </Button>
            </DialogFooter>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Name, status, budget, (for a design item or service) its room and (for a service) its trade,
 * with the API's rules (a custom status stays selectable).
 */
function ComponentFields({
  form,
  type,
  contact,
}: {
  form: UseFormReturn<ComponentFormValues, unknown, ComponentFormOutput>;
  type: ComponentType;
  /** The trade doing a service (only services name one). */
  contact: { value: string | null; onChange: (contactId: string | null) => void };
}) {
  const { errors } = form.formState;
  const status = form.watch('status');
  const statusChoices = componentStatusOptions.map((option) => option.value as string);
  return (
    <>
      <Field
        label="Name"
        required
        error={form.formState.dirtyFields.name ? errors.name?.message : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            required
            maxLength={120}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register('name')}
          />
        )}
      </Field>
      <Field label="Status" error={errors.status?.message}>
        {({ id }) => (
          <Select id={id} {...form.register('status')}>
            <option value="">Select status...</option>
            {componentStatusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {status && !statusChoices.includes(status) && (
              <option value={status}>{formatStatus(status)}</option>
            )}
          </Select>
        )}
      </Field>
      <AmountField
        label="Budget (£)"
        placeholder="0.00"
        error={errors.budget?.message}
        value={form.watch('budget')}
        onChange={(budget) => form.setValue('budget', budget, { shouldValidate: true })}
      />
      {type !== 'room' && (
        <RoomField
          value={form.watch('parent_id') ?? ''}
          onChange={(roomId) => form.setValue('parent_id', roomId, { shouldDirty: true })}
          error={errors.parent_id?.message}
        />
      )}
      {type === 'service' && <ContactSelect label="Trade doing the work" {...contact} />}
    </>
  );
}

/** Said before saving, not refused: two rooms may share a name on purpose. */
function NearDuplicateNotice({
  type,
  label,
  name,
  exceptId,
}: {
  type: ComponentType;
  label: string;
  name: string;
  exceptId?: string;
}) {
  const components = useComponents();
  const twin = findNearDuplicate(components.data ?? [], { name, type, exceptId });
  if (!twin) return null;
  return (
    <Alert kind="info" title={`Another ${label.toLowerCase()} has this name`}>
      "{twin.name}" is already one of your {componentTypeLabels[type].plural}. Save anyway if this
      is a different one.
    </Alert>
  );
}
