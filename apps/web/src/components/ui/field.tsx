import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { Input, Label } from './input';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /**
   * Marked with an asterisk before anything is submitted (decision 037); the control should carry
   * `required` (or aria-required) so screen readers say it too.
   */
  required?: boolean;
  /** Receives the id to put on the control, plus the ids that describe it. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** The visible mark of a required field; the control's own `required` is what is announced. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-sm leading-none text-destructive">
      *
    </span>
  );
}

/** Label, control, hint and error wired together for screen readers. */
export function Field({ label, error, hint, className, required, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      {required ? (
        // The mark sits beside the label, not in it: the field's name stays 'Name', and the
        // control's own `required` is what a screen reader announces.
        <div className="flex items-baseline gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          <RequiredMark />
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
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
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      required={Boolean(input.required)}
    >
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
