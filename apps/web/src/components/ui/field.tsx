import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Input, Label } from './input';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** Receives the id to put on the control, plus the ids that describe it. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error wired together for screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The common case of `Field`: a labelled input (text, e-mail, date, password...) with its hint
 * and error wired for screen readers. Every other prop, `form.register(...)` included, goes to
 * the input.
 */
export function InputField({
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'children'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...input}
        />
      )}
    </Field>
  );
}
