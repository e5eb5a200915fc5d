import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AllowlistFormOutput,
  type AllowlistFormValues,
  allowlistFormSchema,
} from '@hrt/shared/schemas/identity';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, InputField } from '@/components/ui/field';
import { Checkbox, Label } from '@/components/ui/input';
import { TradeContactField } from '../../components/trade-contact-field';
import { RoleSelect } from './role-select';

interface AllowlistFormProps {
  existingEmails: ReadonlySet<string>;
  onSave: (entry: AllowlistFormOutput) => Promise<unknown>;
}

const blank: AllowlistFormValues = { email: '', role: 'viewer', allowed: true, contact_id: null };

/**
 * Add an e-mail to the allowlist, or update it when it is already listed. The shared schema
 * checks the address as the server does, and that a trade names the contact it is (a contact
 * select appears when Trade is chosen).
 */
export function AllowlistForm({ existingEmails, onSave }: AllowlistFormProps) {
  const allowedId = useId();
  const form = useForm<AllowlistFormValues, unknown, AllowlistFormOutput>({
    resolver: zodResolver(allowlistFormSchema),
    defaultValues: blank,
  });
  const { errors, isSubmitting } = form.formState;
  const trimmed = form.watch('email').trim().toLowerCase();
  const exists = existingEmails.has(trimmed);
  const isTrade = form.watch('role') === 'trade';

  const submit = form.handleSubmit(async (entry) => {
    try {
      // Only a trade is a contact: a contact picked before the role changed is not sent.
      await onSave(entry.role === 'trade' ? entry : { ...entry, contact_id: null });
      form.reset(blank);
    } catch {
      // The page shows the error banner; the form keeps what was typed.
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] lg:grid-flow-row-dense lg:grid-cols-[minmax(0,1fr)_12rem_auto_auto] lg:items-end"
    >
      <InputField
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="off"
        placeholder="name@example.com"
        {...form.register('email')}
      />
      <Field label="Role">
        {({ id }) => (
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RoleSelect id={id} value={field.value} onChange={field.onChange} />
            )}
          />
        )}
      </Field>
      {isTrade && (
        <Controller
          control={form.control}
          name="contact_id"
          render={({ field }) => (
            <TradeContactField
              value={field.value}
              onChange={field.onChange}
              error={errors.contact_id?.message}
              className="sm:col-span-2 lg:col-span-4"
            />
          )}
        />
      )}
      <div className="flex h-10 items-center gap-2">
        <Checkbox id={allowedId} {...form.register('allowed')} />
        <Label htmlFor={allowedId}>Allowed</Label>
      </div>
      {/* A submit is blocked while the email is empty. */}
      <Button type="submit" disabled={!trimmed || isSubmitting}>
        {isSubmitting ? 'Saving...' : exists ? 'Update user' : 'Add user'}
      </Button>
    </form>
  );
}
