import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useCan, useSession } from '@/lib/auth/session-context';
import { createUserAccount } from '../api';
import { AuthCard } from '../components/auth-card';
import { NewPasswordField } from '../components/new-password-field';

type Result = { ok: true; email: string } | { ok: false; message: string } | null;

/** /admin/create-account: the owner creates an e-mail and password account (spec part 1, 2). */
export function CreateAccountPage() {
  const session = useSession();
  const isOwner = useCan('users.manage');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setResult(null);
    try {
      const created = await createUserAccount({ email: email.trim(), password, displayName });
      setResult({ ok: true, email: created?.email ?? email.trim() });
      setEmail('');
      setPassword('');
      setDisplayName('');
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard
      title="Create User Account"
      description="The new user signs in with this e-mail and password. New accounts start as viewers."
    >
      {session.status !== 'loading' && !isOwner && (
        <Alert kind="info" title="Owner only">
          Only the project owner can create accounts. Sign in as the owner to use this form.
        </Alert>
      )}
      {isOwner && (
        <form className="grid gap-4" onSubmit={submit}>
          <Field label="Email">
            {({ id }) => (
              <Input
                id={id}
                type="email"
                autoComplete="off"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <NewPasswordField value={password} onChange={setPassword} />
          <Field label="Display Name">
            {({ id }) => (
              <Input
                id={id}
                autoComplete="off"
                value={displayName}
                onChange={(event) => setDisplayName(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Creating...' : 'Create Account'}
          </Button>
        </form>
      )}
      {result && (
        <p
          role="status"
          className={result.ok ? 'text-sm text-success' : 'text-sm text-destructive'}
        >
          {result.ok ? `✅ Created: ${result.email}` : `❌ ${result.message}`}
        </p>
      )}
    </AuthCard>
  );
}
