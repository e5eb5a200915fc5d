import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSessionControl } from '@/lib/auth/session-provider';
import { setupOwner } from '../api';
import { AuthCard } from '../components/auth-card';
import { NewPasswordField } from '../components/new-password-field';

/** /setup?token=...: the first-run owner account, with the token the server printed. */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { acceptTokens } = useSessionControl();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (password !== confirm) {
      setError('The passwords do not match.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const tokens = await setupOwner({ token, email: email.trim(), password, displayName });
      await acceptTokens(tokens);
      await navigate(paths.admin.href(), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title="Set up the owner account">
        <Alert kind="error" title="Setup link needed">
          Open the setup link printed in the server log: it carries the one-time token.
        </Alert>
        <Link to={paths.login.href()} className="text-center text-sm text-primary underline">
          Go to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set up the owner account"
      description="This first account owns the project and manages who else may use it."
    >
      {error && <Alert kind="error">{error}</Alert>}
      <form className="grid gap-4" onSubmit={submit}>
        <Field label="Email">
          {({ id }) => (
            <Input
              id={id}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label="Display Name">
          {({ id }) => (
            <Input
              id={id}
              autoComplete="name"
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
            />
          )}
        </Field>
        <NewPasswordField value={password} onChange={setPassword} />
        <Field label="Confirm password">
          {({ id }) => (
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Creating...' : 'Create owner account'}
        </Button>
      </form>
    </AuthCard>
  );
}
