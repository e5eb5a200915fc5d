import { componentStatusOptions, formatStatus } from '@hrt/shared/domain/status';
import {
  type BuildComponent,
  type ComponentType,
  componentTypeLabels,
} from '@hrt/shared/schemas/components';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { AmountField } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCreateComponent, useUpdateComponent } from '../api';

interface FormState {
  name: string;
  status: string;
  budget: string;
}

const emptyForm: FormState = { name: '', status: '', budget: '' };

function formOf(component: BuildComponent | null | undefined): FormState {
  if (!component) return emptyForm;
  return { name: component.name, status: component.status, budget: String(component.budget) };
}

/** The server's message when it says something specific (a 4xx), else the spec's fallback. */
export function componentErrorMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 403
  ) {
    return error.message;
  }
  return fallback;
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
  const [form, setForm] = useState<FormState>(() => formOf(component));
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const editing = Boolean(component);
  const label = componentTypeLabels[type].singular;

  useEffect(() => {
    setForm(formOf(component));
    setError(null);
    setStale(false);
  }, [component]);

  const budget = form.budget.trim() === '' ? 0 : Number(form.budget);
  const budgetInvalid = !Number.isFinite(budget) || budget < 0;
  const pending = create.isPending || update.isPending;
  const statusChoices = componentStatusOptions.map((option) => option.value as string);

  async function submit() {
    setError(null);
    setStale(false);
    const name = form.name.trim();
    try {
      if (component) {
        await update.mutateAsync({
          type: component.type,
          id: component.id,
          input: { name, status: form.status, budget, updated_at: component.updated_at },
        });
        toast.success(`${label} updated.`);
      } else {
        await create.mutateAsync({
          name,
          type,
          budget,
          ...(form.status ? { status: form.status } : {}),
        });
        toast.success(`${label} added.`);
      }
      setForm(emptyForm);
      onOpenChange(false);
    } catch (cause) {
      if (cause instanceof ApiError && cause.code === 'stale_update') {
        setStale(true);
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
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={editing ? `Edit ${label}` : `Add New ${label}`} />
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (form.name.trim() && !budgetInvalid && !pending) void submit();
          }}
        >
          <Field label="Name">
            {({ id }) => (
              <Input
                id={id}
                value={form.name}
                maxLength={120}
                autoComplete="off"
                onChange={(event) => setForm({ ...form, name: event.target.value })}
              />
            )}
          </Field>
          <Field label="Status">
            {({ id }) => (
              <Select
                id={id}
                value={form.status}
                onChange={(event) => setForm({ ...form, status: event.target.value })}
              >
                <option value="">Select status...</option>
                {componentStatusOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
                {form.status && !statusChoices.includes(form.status) && (
                  <option value={form.status}>{formatStatus(form.status)}</option>
                )}
              </Select>
            )}
          </Field>
          <AmountField
            label="Budget (£)"
            placeholder="0.00"
            error={budgetInvalid ? 'Enter a budget of £0 or more.' : undefined}
            value={form.budget}
            onChange={(budget) => setForm({ ...form, budget })}
          />
          {error && <Alert kind="error">{error}</Alert>}
          {stale && (
            <Alert
              kind="error"
              title="Someone else changed this"
              action={
                <Button
                  size="sm"
                  variant="outline"
                  onClick={async () => {
                    await onReload?.();
                    setStale(false);
                  }}
                >
                  Reload
                </Button>
              }
            >
              This {label.toLowerCase()} was changed after you opened it. Reload to see the latest
              version, then make your change again.
            </Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!form.name.trim() || budgetInvalid || pending}>
              {editing ? 'Update' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
