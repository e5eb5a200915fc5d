import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInFormValues, signInFormSchema } from '@hrt/shared/schemas/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session-context';
import { AuthCard } from '../../components/auth-card';
import { FederatedSignInButton } from '../../oidc/components/federated-sign-in-button';
import { useIdentityConfig } from '../api/get-identity-config';
import { loginErrorMessage, missingCredentialsMessage } from '../login-messages';
import { readLoginState } from '../navigation-state';

const MISSING = missingCredentialsMessage;

/** `title`: a complaint about the form itself is titled by what to fix. */
type Phase =
  | { name: 'idle' }
  | { name: 'signing-in' }
  | { name: 'error'; message: string; title?: string };

/** /login: idle, then signing in, then redirect or an error. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useIdentityConfig();
  const { message: carriedMessage, returnUrl } = readLoginState(location.state);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const form = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const busy = phase.name === 'signing-in';

  const goOn = () => navigate(returnUrl ?? paths.home.href(), { replace: true });

  const submit = form.handleSubmit(
    async ({ email, password }) => {
      if (busy) return;
      setPhase({ name: 'signing-in' });
      try {
        await session.signIn(email, password);
        await goOn();
      } catch (error) {
        setPhase({ name: 'error', message: loginErrorMessage(error) });
      }
    },
    // Either field empty: one message for both, in the same place as the server's answers.
    (errors) =>
      setPhase({
        name: 'error',
        title: 'Email and password needed',
        message: errors.root?.message ?? MISSING,
      }),
  );

  const oidc = config.data?.oidc;
  // The federated button and the first-run notice sit above the form's last line: wait for
  // them rather than move 'Request access' from under a pointer a moment after it shows.
  if (config.isPending) {
    return (
      <AuthCard title="Sign in to your account">
        <div className="grid gap-4" role="status" aria-label="Loading sign-in">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-10" />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Sign in to your account">
      {carriedMessage && phase.name !== 'error' && <Alert kind="info">{carriedMessage}</Alert>}
      {config.data?.setupRequired && (
        <Alert kind="info" title="First run">
          No owner account exists yet. Open the setup link printed in the server log to create it.
        </Alert>
      )}
      {returnUrl && (
        <p className="text-sm text-muted-foreground">
          You'll be redirected to: <span className="font-medium text-foreground">{returnUrl}</span>
        </p>
      )}
      {phase.name === 'error' && (
        <Alert kind="error" title={phase.title}>
          {phase.message}
        </Alert>
      )}
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <Field label="Email">
          {({ id }) => (
            <Input
              id={id}
              type="email"
              autoComplete="username"
              inputMode="email"
              disabled={busy}
              {...form.register('email')}
            />
          )}
        </Field>
        <Field label="Password">
          {({ id }) => (
            <Input
              id={id}
              type="password"
              autoComplete="current-password"
              disabled={busy}
              {...form.register('password')}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      {oidc?.enabled && (
        <>
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
          <FederatedSignInButton
            provider={oidc.name || 'single sign-on'}
            disabled={busy}
            onSignedIn={() => void goOn()}
            onError={(message) => setPhase({ name: 'error', message })}
          />
        </>
      )}
      <p className="text-center text-sm text-muted-foreground">
        No access yet?{' '}
        <Link
          to={paths.requestAccess.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Request access
        </Link>
      </p>
    </AuthCard>
  );
}
