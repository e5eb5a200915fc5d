import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OwnerSetupFormOutput,
  type OwnerSetupFormValues,
  ownerSetupFormSchema,
} from '@hrt/shared/schemas/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSessionControl } from '@/lib/auth/session-provider';
import { AuthCard } from '../../components/auth-card';
import { NewPasswordField } from '../../components/new-password-field';
import { setupOwner } from '../api/setup-owner';

/** /setup?token=...: the first-run owner account, with the token the server printed. */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { acceptTokens } = useSessionControl();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<OwnerSetupFormValues, unknown, OwnerSetupFormOutput>({
    resolver: zodResolver(ownerSetupFormSchema),
    defaultValues: { email: '', password: '', confirm: '', display_name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password, display_name }) => {
    setError(null);
    try {
      const tokens = await setupOwner({ token, email, password, display_name });
      await acceptTokens(tokens);
      // The guided start on the home page is where a new project begins.
      await navigate(paths.home.href(), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  });

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
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <InputField
          label="Email"
          error={errors.email?.message}
          type="email"
          autoComplete="username"
          required
          {...form.register('email')}
        />
        <InputField
          label="Display Name"
          error={errors.display_name?.message}
          autoComplete="name"
          {...form.register('display_name')}
        />
        <NewPasswordField error={errors.password?.message} {...form.register('password')} />
        <InputField
          label="Confirm password"
          error={errors.confirm?.message}
          type="password"
          autoComplete="new-password"
          required
          {...form.register('confirm')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create owner account'}
        </Button>
      </form>
    </AuthCard>
  );
}
