import type { Role } from '@hrt/shared/roles';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Label } from '@/components/ui/input';
import { RoleSelect } from './role-select';

interface AllowlistFormProps {
  existingEmails: ReadonlySet<string>;
  onSave: (entry: { email: string; role: Role; allowed: boolean }) => Promise<unknown>;
}

/** Add an e-mail to the allowlist, or update it when it is already listed (spec part 1, 2). */
export function AllowlistForm({ existingEmails, onSave }: AllowlistFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [allowed, setAllowed] = useState(true);
  const [pending, setPending] = useState(false);
  const allowedId = useId();
  const trimmed = email.trim().toLowerCase();
  const exists = existingEmails.has(trimmed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A submit is blocked while the email is empty (spec part 1, section 5).
    if (!trimmed || pending) return;
    setPending(true);
    try {
      await onSave({ email: trimmed, role, allowed });
      setEmail('');
      setRole('viewer');
      setAllowed(true);
    } catch {
      // The page shows the error banner; the form keeps what was typed.
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem] lg:grid-cols-[minmax(0,1fr)_12rem_auto_auto] lg:items-end"
    >
      <Field label="Email">
        {({ id }) => (
          <Input
            id={id}
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label="Role">
        {({ id }) => <RoleSelect id={id} value={role} onChange={setRole} />}
      </Field>
      <div className="flex h-10 items-center gap-2">
        <Checkbox
          id={allowedId}
          checked={allowed}
          onChange={(event) => setAllowed(event.target.checked)}
        />
        <Label htmlFor={allowedId}>Allowed</Label>
      </div>
      <Button type="submit" disabled={!trimmed || pending}>
        {pending ? 'Saving...' : exists ? 'Update user' : 'Add user'}
      </Button>
    </form>
  );
}
