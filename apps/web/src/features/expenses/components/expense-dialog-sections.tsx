import { addVatLabels, addVatModes } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import { AmountField } from '@/components/ui/amount-field';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Label, Select, Textarea } from '@/components/ui/input';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import type { ExpenseDialogForm } from '../hooks/use-expense-dialog-form';

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

/**
 * VAT, what was paid and from which account, the link and whether it is committed. Only a role
 * that sees personal finances chooses the account; the server keeps the stored one otherwise.
 */
export function PaymentFields({
  form,
  values,
  liveFields,
  accounts,
  showPaidBy,
}: Part &
  Pick<ExpenseDialogForm, 'liveFields'> & {
    accounts: CreditAccountOption[];
    showPaidBy: boolean;
  }) {
  return (
    <>
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
        <AmountField
          label="Amount paid (£)"
          value={values.amount_paid}
          error={form.formState.errors.amount_paid?.message}
          onChange={(value) => form.setValue('amount_paid', value, { shouldValidate: true })}
        />
      </div>
      {showPaidBy && liveFields.amount_paid > 0 && (
        <Field label="Paid by account">
          {({ id }) => (
            <Select
              id={id}
              value={values.paid_by_account_id ?? ''}
              onChange={(e) => form.setValue('paid_by_account_id', e.target.value || null)}
            >
              <option value="">Not specified</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.account_name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field label="Link">
        {({ id }) => <Input id={id} type="url" placeholder="https://" {...form.register('link')} />}
      </Field>
      <Label className="flex items-center gap-2 font-normal">
        <Checkbox {...form.register('committed')} />
        Committed (unticked = speculative)
      </Label>
    </>
  );
}

/** Total cost and amount due of what is typed, with the shared formula. */
export function DialogTotals({ totals }: Pick<ExpenseDialogForm, 'totals'>) {
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-sm">
      <dt className="text-muted-foreground">Total cost</dt>
      <dd className="text-right font-semibold tabular">{formatCurrency(totals.total_cost)}</dd>
      <dt className="text-muted-foreground">Amount due</dt>
      <dd className="text-right font-semibold tabular">{formatCurrency(totals.amount_due)}</dd>
    </dl>
  );
}
