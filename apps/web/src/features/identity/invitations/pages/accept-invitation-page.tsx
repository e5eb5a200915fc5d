import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AcceptInvitationFormOutput,
  type AcceptInvitationFormValues,
  acceptInvitationFormSchema,
} from '@hrt/shared/schemas/invitations';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { AuthCard } from '../../components/auth-card';
import { ConfirmPasswordField } from '../../components/confirm-password-field';
import { NewPasswordField } from '../../components/new-password-field';
import { useAcceptInvitation } from '../hooks/use-accept-invitation';

/** A used, revoked, replaced or expired link: the server says which. */
function LinkGone({ message }: { message: string }) {
  return (
    <>
      <Alert kind="error" title="This invitation link no longer works">
        {message}
      </Alert>
      <div className="flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm">
        <Link to={paths.login.href()} className="text-primary underline">
          Go to sign in
        </Link>
        <Link to={paths.requestAccess.href()} className="text-primary underline">
          Request access
        </Link>
      </div>
    </>
  );
}

/** /invite?token=...: the invited person sets their own password and name, and is signed in. */
export function AcceptInvitationPage() {
  const { token, accept } = useAcceptInvitation();
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState<string | null>(null);
  const form = useForm<AcceptInvitationFormValues, unknown, AcceptInvitationFormOutput>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { display_name: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ display_name, password }) => {
    setError(null);
    try {
      await accept({ display_name, password });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'invitation_gone') {
        setGone(caught.message);
      } else {
        setError(errorMessage(caught));
      }
    }
  });

  if (!token || gone) {
    return (
      <AuthCard title="Accept your invitation">
        <LinkGone
          message={gone ?? 'Open the link from your invitation e-mail: it carries the code.'}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Accept your invitation"
      description="Choose the name others will see and your own password. You sign in with the e-mail address the invitation was sent to."
    >
      {error && <Alert kind="error">{error}</Alert>}
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <InputField
          label="Display Name"
          error={errors.display_name?.message}
          autoComplete="name"
          required
          {...form.register('display_name')}
        />
        <NewPasswordField error={errors.password?.message} {...form.register('password')} />
        <ConfirmPasswordField error={errors.confirm?.message} {...form.register('confirm')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Setting up...' : 'Set password and sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
