import { zodResolver } from '@hookform/resolvers/zod';
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
import {
  type CreditAccount,
  type CreditAccountFields,
  type CreditAccountFieldsInput,
  creditAccountFieldsSchema,
  creditMessages,
} from '@hrt/shared/schemas/credit';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field, InputField } from '@/components/ui/field';
import { Checkbox, Label, Select } from '@/components/ui/input';
import { refusalDetail } from '@/lib/api-client';
import { useCreateAccount } from '../api/create-account';
import { useUpdateAccount } from '../api/update-account';

/** An empty number box is "not given": undefined (required fields) or null (optional ones). */
const toNumber = (empty: undefined | null) => (value: unknown) =>
  value === '' || value === null || value === undefined ? empty : Number(value);

function initialValues(account: CreditAccount | null, owner: string): CreditAccountFieldsInput {
  if (!account) {
    return {
      account_name: '',
      account_type: 'credit_card',
      provider: '',
      owner,
      current_balance: undefined as unknown as number,
      credit_limit: null,
      monthly_payment: undefined,
      payment_due_date: undefined,
      interest_rate: null,
      is_active: true,
    };
  }
  return {
    account_name: account.account_name,
    account_type: account.account_type,
    provider: account.provider,
    owner: account.owner,
    current_balance: account.current_balance,
    credit_limit: account.credit_limit,
    monthly_payment: account.monthly_payment,
    payment_due_date: account.payment_due_date,
    interest_rate: account.interest_rate,
    is_active: account.is_active,
  };
}

/**
 * Add or edit an account. The fields follow the type (limit for cards and lines of credit,
 * rate for loans and lines of credit, payment and due day for all but cash); switching to cash
 * resets the payment to 0 and the due day to 1 and clears limit and rate (spec part 2, 4-5).
 */
export function AccountDialog({
  open,
  onOpenChange,
  account,
  ownerOptions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: CreditAccount | null;
  ownerOptions: string[];
}) {
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreditAccountFieldsInput, unknown, CreditAccountFields>({
    resolver: zodResolver(creditAccountFieldsSchema),
    defaultValues: initialValues(account, ownerOptions[0] ?? ''),
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('account_type') as CreditAccountType;
  const owners =
    account && !ownerOptions.includes(account.owner)
      ? [...ownerOptions, account.owner]
      : ownerOptions;

  useEffect(() => {
    if (!open) return;
    form.reset(initialValues(account, ownerOptions[0] ?? ''));
    setFailure(null);
  }, [open, account, ownerOptions, form]);

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      if (account) {
        await updateAccount.mutateAsync({
          id: account.id,
          body: { ...fields, updated_at: account.updated_at },
        });
      } else {
        await createAccount.mutateAsync(fields);
      }
      toast.success(account ? 'Account updated.' : 'Account added.');
      onOpenChange(false);
    } catch (error) {
      console.error('Credit: failed to save the account', error);
      setFailure(refusalDetail(error));
    }
  });

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={account ? 'Edit Account' : 'Add Account'} />
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {failure !== null && (
            <Alert kind="error" onDismiss={() => setFailure(null)}>
              <p>{creditMessages.save}</p>
              {failure && <p className="mt-1 text-xs">{failure}</p>}
            </Alert>
          )}
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
          <div className="flex items-center gap-2">
            <Checkbox id="account-active" {...form.register('is_active')} />
            <Label htmlFor="account-active">Active</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : account ? 'Save Changes' : 'Add Account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
