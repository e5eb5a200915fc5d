import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCESS_REQUEST_SUBMITTED_MESSAGE,
  type AccessRequestFormValues,
  accessRequestFormSchema,
} from '@hrt/shared/schemas/identity';
import { type FormEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session-context';
import { hasStoredToken } from '@/lib/auth/token-storage';
import { AuthCard } from '../../components/auth-card';
import { useAccessStatus } from '../api/get-access-status';
import { useRequestAccess } from '../api/request-access';

type Phase =
  | { name: 'idle' }
  | { name: 'submitting' }
  | { name: 'submitted' }
  /** `title`: a complaint about the form itself is titled by what to fix. */
  | { name: 'error'; message: string; title?: string };

/** /request-access. */
export function RequestAccessPage() {
  const navigate = useNavigate();
  // Subscribing to the session re-renders this screen when it ends and the token goes.
  useSession();
  const hasToken = hasStoredToken();
  const form = useForm<AccessRequestFormValues>({
    resolver: zodResolver(accessRequestFormSchema),
    defaultValues: { email: '' },
  });
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const accessStatus = useAccessStatus(hasToken);
  const request = useRequestAccess();

  // With a stored token, an already allowed user has nothing to request.
  const allowed = hasToken && accessStatus.data?.status === 'allowed';
  useEffect(() => {
    if (allowed) navigate(paths.home.href(), { replace: true });
  }, [allowed, navigate]);
  useEffect(() => {
    if (accessStatus.error) console.warn('access status check failed', accessStatus.error);
  }, [accessStatus.error]);

  const send = async (email: string | undefined) => {
    if (phase.name === 'submitting') return;
    setPhase({ name: 'submitting' });
    try {
      const answer = await request.mutateAsync(email);
      // Only a signed-in user learns their status; one who has access already goes home.
      if (answer.status === 'allowed') {
        navigate(paths.home.href(), { replace: true });
        return;
      }
      setPhase({ name: 'submitted' });
    } catch (error) {
      // The server's text, or the alert's generic 'Something went wrong'.
      const message = error instanceof ApiError && error.message ? error.message : '';
      setPhase({ name: 'error', message: message || 'Something went wrong' });
    }
  };

  // A signed-in user's request carries their account's e-mail, so there is nothing to check.
  const submit = hasToken
    ? (event: FormEvent) => {
        event.preventDefault();
        void send(undefined);
      }
    : form.handleSubmit(
        ({ email }) => send(email),
        (errors) =>
          setPhase({
            name: 'error',
            title: 'Email needed',
            message: errors.email?.message ?? 'Something went wrong',
          }),
      );

  return (
    <AuthCard
      title="Request Access"
      description="Ask the project owner to let you into the renovation tracker."
    >
      {phase.name === 'submitted' ? (
        <Alert kind="success" title="Request sent">
          {ACCESS_REQUEST_SUBMITTED_MESSAGE}
        </Alert>
      ) : (
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {phase.name === 'error' && (
            <Alert kind="error" title={phase.title}>
              {phase.message}
            </Alert>
          )}
          {hasToken ? (
            <p className="text-sm text-muted-foreground">
              You are signed in: the request is sent for your account's e-mail address.
            </p>
          ) : (
            <Field label="Email">
              {({ id }) => (
                <Input
                  id={id}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  {...form.register('email')}
                />
              )}
            </Field>
          )}
          <Button type="submit" className="w-full" disabled={phase.name === 'submitting'}>
            {phase.name === 'submitting' ? 'Sending request...' : 'Request Access'}
          </Button>
        </form>
      )}
      <p className="text-center text-sm text-muted-foreground">
        Already have access?{' '}
        <Link
          to={paths.login.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
