import { MIN_PASSWORD_LENGTH } from '@hrt/shared/schemas/identity';
import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/field';

/**
 * A new password with the identity provider's policy stated under it. Takes the input's props
 * (a react-hook-form registration, or value and onChange) and the form's error for it.
 */
export function NewPasswordField({
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'id'> & { error?: string | undefined }) {
  return (
    <InputField
      label="Password"
      hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      error={error}
      type="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      {...input}
    />
  );
}
