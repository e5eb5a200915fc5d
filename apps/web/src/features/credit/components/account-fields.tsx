import {
  type CreditAccountType,
  creditAccountTypeLabels,
  creditAccountTypes,
  hasCreditLimit,
  hasInterestRate,
  hasRepayments,
  MAX_INTEREST_RATE,
  MAX_PAYMENT_DUE_DAY,
  MIN_PAYMENT_DUE_DAY,
} from '@hrt/shared/domain/credit';
import type { CreditAccountFields, CreditAccountFieldsInput } from '@hrt/shared/schemas/credit';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { Field, InputField } from '@/components/ui/field';
import { Checkbox, Label, Select } from '@/components/ui/input';

type AccountForm = UseFormReturn<CreditAccountFieldsInput, unknown, CreditAccountFields>;

/** An empty number box is "not given": undefined (required fields) or null (optional ones). */
const toNumber = (empty: undefined | null) => (value: unknown) =>
  value === '' || value === null || value === undefined ? empty : Number(value);

/** The number boxes of an account's type, each in pounds unless it says otherwise. */
function TypeFigures({ form, type }: { form: AccountForm; type: CreditAccountType }) {
  const { errors } = form.formState;
  const numberField = (
    name: FieldPath<CreditAccountFieldsInput>,
    label: string,
    options: { empty: undefined | null; min?: number; max?: number; step?: string },
  ) => (
    <InputField
      label={label}
      error={errors[name as keyof typeof errors]?.message as string | undefined}
      type="number"
      inputMode="decimal"
      min={options.min}
      max={options.max}
      step={options.step ?? '0.01'}
      required={options.empty === undefined}
      {...form.register(name, { setValueAs: toNumber(options.empty) })}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {numberField('current_balance', 'Current balance (£)', { empty: undefined })}
      {hasCreditLimit(type) &&
        numberField('credit_limit', 'Credit limit (£)', { empty: null, min: 0 })}
      {hasInterestRate(type) &&
        numberField('interest_rate', 'Interest rate (APR %)', {
          empty: null,
          min: 0,
          max: MAX_INTEREST_RATE,
        })}
      {hasRepayments(type) &&
        numberField('monthly_payment', 'Monthly payment (£)', { empty: undefined, min: 0 })}
      {hasRepayments(type) &&
        numberField('payment_due_date', 'Payment due day', {
          empty: undefined,
          min: MIN_PAYMENT_DUE_DAY,
          max: MAX_PAYMENT_DUE_DAY,
          step: '1',
        })}
    </div>
  );
}

/**
 * The account's fields. They follow the type (limit for cards and lines of credit, rate for
 * loans and lines of credit, payment and due day for all but cash); switching to cash resets
 * the payment to 0 and the due day to 1 and clears limit and rate.
 */
export function AccountFields({ form, owners }: { form: AccountForm; owners: string[] }) {
  const { errors } = form.formState;
  const type = form.watch('account_type') as CreditAccountType;
  return (
    <>
      <InputField
        label="Account name"
        error={errors.account_name?.message}
        required
        {...form.register('account_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Account type" error={errors.account_type?.message}>
          {({ id, describedBy }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              {...form.register('account_type', {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value !== 'cash') return;
                  form.setValue('monthly_payment', 0);
                  form.setValue('payment_due_date', 1);
                  form.setValue('credit_limit', null);
                  form.setValue('interest_rate', null);
                },
              })}
            >
              {creditAccountTypes.map((option) => (
                <option key={option} value={option}>
                  {creditAccountTypeLabels[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Owner" error={errors.owner?.message}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('owner')}
            >
              {owners.map((owner) => (
                <option key={owner} value={owner}>
                  {owner}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <InputField
        label="Provider"
        error={errors.provider?.message}
        required
        {...form.register('provider')}
      />
      <TypeFigures form={form} type={type} />
      <div className="flex items-center gap-2">
        <Checkbox id="account-active" {...form.register('is_active')} />
        <Label htmlFor="account-active">Active</Label>
      </div>
    </>
  );
}
