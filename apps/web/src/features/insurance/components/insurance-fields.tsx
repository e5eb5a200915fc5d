import { canEditInsuranceCategory } from '@hrt/shared/policies';
import {
  type InsuranceFields as Fields,
  type InsuranceFieldsInput,
  insuranceCategories,
  insuranceCategoryLabels,
} from '@hrt/shared/schemas/insurance';
import type { UseFormReturn } from 'react-hook-form';
import { ContactSelect } from '@/components/contact-select';
import { Field, InputField } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { useSession } from '@/lib/auth/session-context';

type InsuranceForm = UseFormReturn<InsuranceFieldsInput, unknown, Fields>;

/** "coverage_amount ... parsed as a float (default 0)". */
const parseCoverage = (value: unknown) => {
  const parsed = Number.parseFloat(String(value));
  return Number.isNaN(parsed) ? 0 : parsed;
};

/**
 * A policy's fields: the categories the role may edit, the contractor's name for contractor
 * policies, the required type, provider and number, the dates, coverage and description.
 */
export function InsuranceFields({ form }: { form: InsuranceForm }) {
  const session = useSession();
  const { errors } = form.formState;
  const chosenCategory = form.watch('insurance_category');
  const editable = insuranceCategories.filter((candidate) =>
    canEditInsuranceCategory(session.role, candidate),
  );
  const text = (name: 'insurance_type' | 'provider' | 'policy_number', label: string) => (
    <InputField label={label} error={errors[name]?.message} required {...form.register(name)} />
  );
  return (
    <>
      <Field label="Category" error={errors.insurance_category?.message}>
        {({ id, describedBy }) => (
          <Select id={id} aria-describedby={describedBy} {...form.register('insurance_category')}>
            {editable.map((candidate) => (
              <option key={candidate} value={candidate}>
                {insuranceCategoryLabels[candidate]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosenCategory === 'contractor' && (
        <>
          <ContactSelect
            label="Contractor contact"
            // The schema reads '' as none for a multipart create, so its input type is unknown.
            value={form.watch('contact_id') as string | null | undefined}
            onChange={(contactId) => form.setValue('contact_id', contactId, { shouldDirty: true })}
            linkedText={{
              value: form.watch('contractor_name') ?? '',
              onChange: (name) =>
                form.setValue('contractor_name', name, { shouldDirty: true, shouldValidate: true }),
            }}
          />
          <InputField
            label="Contractor name"
            error={errors.contractor_name?.message}
            required
            {...form.register('contractor_name')}
          />
        </>
      )}
      {text('insurance_type', 'Insurance type')}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('provider', 'Provider')}
        {text('policy_number', 'Policy number')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Start date"
          error={errors.start_date?.message}
          type="date"
          {...form.register('start_date')}
        />
        <InputField
          label="End date"
          error={errors.end_date?.message}
          type="date"
          {...form.register('end_date')}
        />
      </div>
      <InputField
        label="Coverage amount (£)"
        error={errors.coverage_amount?.message}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        {...form.register('coverage_amount', { setValueAs: parseCoverage })}
      />
      <Field label="Description" error={errors.description?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={3}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('description')}
          />
        )}
      </Field>
    </>
  );
}
