import { contactTrades } from '@hrt/shared/schemas/contacts';
import type { UseFormReturn } from 'react-hook-form';
import { Field, InputField } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import type { ContactFormOutput, ContactFormValues } from '../lib/contact-form';

type ContactForm = UseFormReturn<ContactFormValues, unknown, ContactFormOutput>;

/** A contact's fields: the required name, company and trade, how to reach them, notes. */
export function ContactFields({ form }: { form: ContactForm }) {
  const { errors } = form.formState;
  return (
    <>
      <InputField
        label="Name"
        error={errors.name?.message}
        required
        autoComplete="off"
        {...form.register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Company"
          error={errors.company?.message}
          autoComplete="off"
          {...form.register('company')}
        />
        <Field label="Trade" error={errors.trade?.message}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register('trade')}
            >
              {contactTrades.map((trade) => (
                <option key={trade} value={trade}>
                  {trade}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <InputField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register('notes')}
          />
        )}
      </Field>
    </>
  );
}
