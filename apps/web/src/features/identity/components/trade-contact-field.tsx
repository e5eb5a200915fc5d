import { Field } from '@/components/ui/field';
import { TradeContactSelect } from './trade-contact-select';

interface TradeContactFieldProps {
  value: string | null | undefined;
  onChange: (contactId: string | null) => void;
  error?: string;
  className?: string;
}

/**
 * The required "Contact" field a form shows once Trade is its role: a trade is always one of
 * the household's contacts, and signs in to see only that contact's work.
 */
export function TradeContactField({ value, onChange, error, className }: TradeContactFieldProps) {
  return (
    <Field
      label="Contact"
      required
      error={error}
      hint="A trade signs in to see only this contact's work."
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <TradeContactSelect
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
