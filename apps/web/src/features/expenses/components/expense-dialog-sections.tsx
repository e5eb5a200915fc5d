import {
  addVatLabels,
  addVatModes,
  toPence,
  VAT_RATE_PERCENT,
  type VatRate,
  vatRateLabels,
  vatRates,
} from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { INVOICE_NUMBER_MAX_LENGTH } from '@hrt/shared/schemas/expenses';
import { ContactSelect } from '@/components/contact-select';
import { AmountField } from '@/components/ui/amount-field';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Label, Select, Textarea } from '@/components/ui/input';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import type { ExpenseDialogForm } from '../hooks/use-expense-dialog-form';
import { hasPaymentList, paymentsTotal } from '../lib/payments';
import { AccountOptions } from './account-options';
import { StoredPayments } from './expense-payments';
import { OverpaymentConfirm } from './overpayment-confirm';

/** Each part of the dialog reads and writes the one form state. */
type Part = Pick<ExpenseDialogForm, 'form' | 'values'>;

/** Where the money went: the component, supplier, product and a description. */
export function WhatFields({ form, components }: Part & { components: BuildComponent[] }) {
  return (
    <>
      <Field label="Component *">
        {({ id }) => (
          <Select id={id} required {...form.register('component_id')}>
            <option value="">Select a component...</option>
            {components.map((component) => (
              <option key={component.id} value={component.id}>
                {component.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ContactSelect
        label="Paid to"
        value={form.watch('contact_id')}
        onChange={(contactId) => form.setValue('contact_id', contactId, { shouldDirty: true })}
        linkedText={{
          value: form.watch('supplier'),
          onChange: (supplier) =>
            form.setValue('supplier', supplier, { shouldDirty: true, shouldValidate: true }),
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Supplier *">
          {({ id }) => <Input id={id} required {...form.register('supplier')} />}
        </Field>
        <Field label="Product *">
          {({ id }) => <Input id={id} required {...form.register('product')} />}
        </Field>
      </div>
      <Field label="Description">
        {({ id }) => <Textarea id={id} rows={2} {...form.register('description')} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Invoice date"
          hint="Optional: the date on the invoice or receipt."
          error={form.formState.errors.invoice_date?.message}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register('invoice_date')}
            />
          )}
        </Field>
        <Field
          label="Invoice number"
          hint="Optional: a second import of the same number warns."
          error={form.formState.errors.invoice_number?.message}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              maxLength={INVOICE_NUMBER_MAX_LENGTH}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...form.register('invoice_number')}
            />
          )}
        </Field>
      </div>
    </>
  );
}

/** Quantity and RRP: the figures the discounts and VAT apply to. */
export function PriceFields({ form, values }: Part) {
  const errors = form.formState.errors;
  return (
    <div className="grid grid-cols-2 gap-3">
      <AmountField
        label="Quantity"
        step="any"
        value={values.quantity}
        error={errors.quantity?.message}
        onChange={(value) => form.setValue('quantity', value, { shouldValidate: true })}
      />
      <AmountField
        label="RRP (£)"
        value={values.rrp}
        error={errors.rrp?.message}
        onChange={(value) => form.setValue('rrp', value, { shouldValidate: true })}
      />
    </div>
  );
}

/** The two discounts, typed as amounts or as percentages (stored as amounts either way). */
export function DiscountFields({
  form,
  values,
  mode,
  liveFields,
  switchMode,
}: Part & Pick<ExpenseDialogForm, 'mode' | 'liveFields' | 'switchMode'>) {
  const errors = form.formState.errors;
  const suffix = mode === 'percent' ? ' (%)' : ' (£)';
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Discounts entered as</legend>
      <div className="flex gap-4 text-sm">
        {(['amount', 'percent'] as const).map((value) => (
          <Label key={value} className="flex items-center gap-2 font-normal">
            <input
              type="radio"
              name="discount-mode"
              className="size-4 accent-[var(--primary)]"
              checked={mode === value}
              onChange={() => switchMode(value)}
            />
            {value === 'amount' ? 'Amounts (£)' : 'Percentages (%)'}
          </Label>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <AmountField
          label={`Trade discount${suffix}`}
          value={values.trade_discount}
          error={errors.trade_discount?.message}
          onChange={(value) => form.setValue('trade_discount', value, { shouldValidate: true })}
        />
        <AmountField
          label={`Discount${suffix}`}
          value={values.discount}
          error={errors.discount?.message}
          onChange={(value) => form.setValue('discount', value, { shouldValidate: true })}
        />
      </div>
      {mode === 'percent' && (
        <p className="text-xs text-muted-foreground tabular">
          Stored as {formatCurrency(liveFields.trade_discount)} trade discount and{' '}
          {formatCurrency(liveFields.discount)} discount.
        </p>
      )}
    </fieldset>
  );
}

/** The VAT mode and the rate it uses: 20 %, 5 % or 0 %; No VAT ignores the rate. */
export function VatFields({ form, values }: Part) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label="VAT">
        {({ id }) => (
          <Select id={id} {...form.register('add_vat')}>
            {addVatModes.map((vat) => (
              <option key={vat} value={vat}>
                {addVatLabels[vat]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="VAT rate">
        {({ id }) => (
          <Select
            id={id}
            value={String(values.vat_rate ?? VAT_RATE_PERCENT)}
            onChange={(event) =>
              form.setValue('vat_rate', Number(event.target.value) as VatRate, {
                shouldDirty: true,
              })
            }
          >
            {vatRates.map((rate) => (
              <option key={rate} value={rate}>
                {vatRateLabels[rate]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/**
 * What was paid. A stored expense with several payments, or a dated one, lists them and its
 * 'Amount paid' is their sum; otherwise 'Amount paid' is typed (one undated payment), with its
 * account. Only a role that sees personal finances chooses an account; the server keeps the
 * stored one otherwise. Payments are recorded on a stored expense, at once.
 */
export function PaymentFields({
  form,
  values,
  liveFields,
  totals,
  stored,
  applyStored,
  accounts,
  showPaidBy,
  accountsLoading = false,
  overpayment,
  overpaymentConfirmed,
  confirmOverpayment,
}: Part &
  Pick<
    ExpenseDialogForm,
    | 'liveFields'
    | 'totals'
    | 'stored'
    | 'applyStored'
    | 'overpayment'
    | 'overpaymentConfirmed'
    | 'confirmOverpayment'
  > & {
    accounts: CreditAccountOption[];
    showPaidBy: boolean;
    /** The accounts are still loading: the selector says so instead of 'Not specified'. */
    accountsLoading?: boolean;
  }) {
  const payments = stored?.payments ?? [];
  const listed = hasPaymentList(payments);
  const amountTyped =
    !listed && toPence(liveFields.amount_paid) !== toPence(paymentsTotal(payments));
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Payments</legend>
      {!listed && (
        <div className="grid grid-cols-2 gap-3">
          <AmountField
            label="Amount paid (£)"
            value={values.amount_paid}
            error={form.formState.errors.amount_paid?.message}
            onChange={(value) => form.setValue('amount_paid', value, { shouldValidate: true })}
          />
          {showPaidBy && liveFields.amount_paid > 0 && (
            <Field label="Paid by account">
              {({ id }) => (
                <Select
                  id={id}
                  value={accountsLoading ? '' : (values.paid_by_account_id ?? '')}
                  disabled={accountsLoading}
                  aria-busy={accountsLoading || undefined}
                  onChange={(e) => form.setValue('paid_by_account_id', e.target.value || null)}
                >
                  {accountsLoading ? (
                    <option value="">Loading accounts...</option>
                  ) : (
                    <AccountOptions accounts={accounts} />
                  )}
                </Select>
              )}
            </Field>
          )}
        </div>
      )}
      {overpayment > 0 && (
        <OverpaymentConfirm
          amount={liveFields.amount_paid}
          due={totals.total_cost}
          confirmed={overpaymentConfirmed}
          onConfirm={confirmOverpayment}
        />
      )}
      {stored ? (
        <StoredPayments
          expenseId={stored.id}
          version={stored.updated_at}
          payments={payments}
          listed={listed}
          amountDue={totals.amount_due}
          amountTyped={amountTyped}
          accounts={accounts}
          showPaidBy={showPaidBy}
          onStored={applyStored}
        />
      ) : (
        <p className="text-xs text-muted-foreground">
          Paid in stages? Save the expense, then record each payment (deposit, stages, balance) with
          its date.
        </p>
      )}
    </fieldset>
  );
}

/** The link and whether the expense is committed. */
export function OtherFields({ form }: Pick<Part, 'form'>) {
  return (
    <>
      <Field label="Link" error={form.formState.errors.link?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="url"
            placeholder="https://"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register('link')}
          />
        )}
      </Field>
      <Label className="flex items-center gap-2 font-normal">
        <Checkbox {...form.register('committed')} />
        Committed (unticked = speculative)
      </Label>
    </>
  );
}

/** Total cost, the VAT it holds and amount due of what is typed, with the shared formula. */
export function DialogTotals({ totals, values }: Pick<ExpenseDialogForm, 'totals' | 'values'>) {
  const rate = values.vat_rate ?? VAT_RATE_PERCENT;
  const vatLabel = values.add_vat === 'NO_VAT' ? 'VAT' : `VAT at ${vatRateLabels[rate]}`;
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-sm">
      <dt className="text-muted-foreground">Total cost</dt>
      <dd className="text-right font-semibold tabular">{formatCurrency(totals.total_cost)}</dd>
      <dt className="text-muted-foreground">{vatLabel}</dt>
      <dd className="text-right font-semibold tabular" data-testid="dialog-vat-amount">
        {formatCurrency(totals.vat_amount)}
      </dd>
      <dt className="text-muted-foreground">Amount due</dt>
      <dd className="text-right font-semibold tabular">{formatCurrency(totals.amount_due)}</dd>
    </dl>
  );
}
