import { MIN_PASSWORD_LENGTH } from '@hrt/shared/schemas/auth';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A new password with the identity provider's policy stated under it. */
export function NewPasswordField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
