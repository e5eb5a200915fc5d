import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateUserFormOutput,
  type CreateUserFormValues,
  createUserSchema,
} from '@hrt/shared/schemas/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCan, useSession } from '@/lib/auth/session-context';
import { AuthCard } from '../../components/auth-card';
import { NewPasswordField } from '../../components/new-password-field';
import { useCreateUserAccount } from '../api/create-user-account';

type Result = { ok: true; email: string } | { ok: false; message: string } | null;

const blank: CreateUserFormValues = { email: '', password: '', display_name: '' };

/**
 * /admin/create-account: the owner creates an e-mail and password account.
 * The form checks with the server's own schema.
 */
export function CreateAccountPage() {
  const session = useSession();
  const isOwner = useCan('users.manage');
  const createAccount = useCreateUserAccount();
  const [result, setResult] = useState<Result>(null);
  const form = useForm<CreateUserFormValues, unknown, CreateUserFormOutput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: blank,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      const created = await createAccount(values);
      setResult({ ok: true, email: created.email });
      form.reset(blank);
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) });
    }
  });

  return (
    <AuthCard
      title="Create User Account"
      description={
        isOwner
          ? 'The new user signs in with this e-mail and password, with the role the allowlist gives the e-mail (Viewer if it is not listed yet). To let them choose their own password, send an invitation from Admin instead.'
          : undefined
      }
    >
      {session.status !== 'loading' && !isOwner && (
        <Alert kind="info" title="Accounts come by invitation">
          The owner invites people from Admin: the invitation e-mail has a link where you set your
          own password. No invitation yet?{' '}
          <Link to={paths.requestAccess.href()} className="text-primary underline">
            Request access
          </Link>
          .
        </Alert>
      )}
      {isOwner && (
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <InputField
            label="Email"
            error={errors.email?.message}
            type="email"
            autoComplete="off"
            required
            {...form.register('email')}
          />
          <NewPasswordField error={errors.password?.message} {...form.register('password')} />
          <InputField
            label="Display Name"
            error={errors.display_name?.message}
            autoComplete="off"
            {...form.register('display_name')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Creating...' : 'Create Account'}
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
