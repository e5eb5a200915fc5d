import type { ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

/** A labelled number box for pounds (or percentages): minimum 0, step 0.01, decimal keypad. */
export function AmountField({
  label,
  value,
  onChange,
  step = '0.01',
  hint,
  error,
  placeholder,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  step?: string;
  hint?: ReactNode;
  error?: string | undefined;
  placeholder?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type="number"
          min={0}
          step={step}
          inputMode="decimal"
          placeholder={placeholder}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
