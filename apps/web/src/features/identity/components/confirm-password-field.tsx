import type { ComponentProps } from 'react';
import { InputField } from '@/components/ui/field';

/** The new password typed a second time; the form's schema says when the two differ. */
export function ConfirmPasswordField({
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'id'> & { error?: string | undefined }) {
  return (
    <InputField
      label="Confirm password"
      error={error}
      type="password"
      autoComplete="new-password"
      required
      {...input}
    />
  );
}
