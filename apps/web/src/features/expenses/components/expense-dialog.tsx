import { zodResolver } from '@hookform/resolvers/zod';
import {
  addVatLabels,
  addVatModes,
  amountsToPercentDiscounts,
  computeExpenseTotals,
} from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import {
  dialogFormToFields,
  type ExpenseDialogFormValues,
  expenseDialogFormSchema,
  parseAmountText,
} from '@hrt/shared/schemas/expenses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AmountField } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Label, Select, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSeesPersonalFinances } from '@/lib/auth/session-context';
import {
  type CreditAccountOption,
  createExpense,
  isStaleUpdate,
  updateExpense,
  useInvalidateExpenses,
} from '../api';
import {
  type ExpenseFields,
  type ExpenseRow,
  newExpenseFields,
  toPayload,
  toUpdatePayload,
} from '../lib/expense-draft';

interface ExpenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null = 'New Expense'. */
  row: ExpenseRow | null;
  components: BuildComponent[];
  accounts: CreditAccountOption[];
  defaultRoomId?: string | undefined;
  onSaved: (row: ExpenseRow | null) => void;
}

/** Numbers are typed as text and read on save, so a half-typed value is never reformatted. */
function toForm(fields: ExpenseFields): ExpenseDialogFormValues {
  return {
    ...fields,
    quantity: String(fields.quantity),
    rrp: String(fields.rrp),
    trade_discount: String(fields.trade_discount),
    discount: String(fields.discount),
    amount_paid: String(fields.amount_paid),
    discount_mode: 'amount',
  };
}

/**
 * The edit dialog (spec part 2): the shared `expenseDialogFormSchema` reads the typed text
 * into the API's fields and requires supplier, product and component, so the dialog refuses
 * what the contract refuses, in the contract's words.
 */
export function ExpenseDialog({
  open,
  onOpenChange,
  row,
  components,
  accounts,
  defaultRoomId,
  onSaved,
}: ExpenseDialogProps) {
  const invalidate = useInvalidateExpenses();
  // Other roles neither see nor choose the account; the server keeps the stored one.
  const showPaidBy = useSeesPersonalFinances();
  const form = useForm<ExpenseDialogFormValues, unknown, ExpenseFields>({
    resolver: zodResolver(expenseDialogFormSchema),
    defaultValues: toForm(row ?? newExpenseFields(defaultRoomId ?? '')),
    mode: 'onChange',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;

  const values = form.watch();
  const { discount_mode: mode, ...typed } = values;
  // Live figures from what is typed; unreadable boxes count as 0 until they are fixed.
  const live = dialogFormToFields(typed, mode);
  const readable = (value: number) => (Number.isFinite(value) ? value : 0);
  const liveFields = {
    ...live,
    quantity: readable(live.quantity ?? 1),
    rrp: readable(live.rrp ?? 0),
    trade_discount: readable(live.trade_discount ?? 0),
    discount: readable(live.discount ?? 0),
    amount_paid: readable(live.amount_paid ?? 0),
    add_vat: values.add_vat,
  };
  const totals = computeExpenseTotals(liveFields);
  const ready = Boolean(values.supplier.trim() && values.product.trim() && values.room_id);

  function switchMode(next: ExpenseDialogFormValues['discount_mode']) {
    if (next === mode) return;
    const quantity = parseAmountText(values.quantity);
    const rrp = parseAmountText(values.rrp);
    if (next === 'percent') {
      const percents = amountsToPercentDiscounts({
        quantity,
        rrp,
        trade_discount: parseAmountText(values.trade_discount),
        discount: parseAmountText(values.discount),
      });
      form.setValue('trade_discount', String(percents.trade_discount_percent));
      form.setValue('discount', String(percents.discount_percent));
    } else {
      form.setValue('trade_discount', String(liveFields.trade_discount));
      form.setValue('discount', String(liveFields.discount));
    }
    form.setValue('discount_mode', next, { shouldValidate: true });
  }

  const save = form.handleSubmit(
    async (fields) => {
      setProblem(null);
      try {
        if (!row || row.isNew) {
          await createExpense({ ...toPayload(fields), ...(row ? { id: row.id } : {}) });
        } else {
          await updateExpense(row.id, toUpdatePayload(fields, row.updated_at));
        }
        await invalidate();
        toast.success(row && !row.isNew ? 'Expense updated.' : 'Expense added.');
        onSaved(row);
      } catch (error) {
        setProblem(
          isStaleUpdate(error)
            ? 'Someone else changed this expense after you opened it. Close this dialog, reload the table and edit again.'
            : errorMessage(error, 'Failed to save expense. Please try again.'),
        );
      }
    },
    (invalid) => {
      const [field, issue] = Object.entries(invalid)[0] ?? [];
      setProblem(issue?.message ? `${fieldLabels[field ?? ''] ?? field}: ${issue.message}` : null);
    },
  );

  const discountSuffix = mode === 'percent' ? ' (%)' : ' (£)';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={row && !row.isNew ? 'Edit Expense' : 'New Expense'} />
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !isSubmitting) void save(event);
          }}
        >
          <Field label="Component *">
            {({ id }) => (
              <Select id={id} required {...form.register('room_id')}>
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
                label={`Trade discount${discountSuffix}`}
                value={values.trade_discount}
                error={errors.trade_discount?.message}
                onChange={(value) =>
                  form.setValue('trade_discount', value, { shouldValidate: true })
                }
              />
              <AmountField
                label={`Discount${discountSuffix}`}
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
              error={errors.amount_paid?.message}
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
            {({ id }) => (
              <Input id={id} type="url" placeholder="https://" {...form.register('link')} />
            )}
          </Field>
          <Label className="flex items-center gap-2 font-normal">
            <Checkbox {...form.register('committed')} />
            Committed (unticked = speculative)
          </Label>
          <dl className="grid grid-cols-2 gap-2 rounded-lg bg-muted p-3 text-sm">
            <dt className="text-muted-foreground">Total cost</dt>
            <dd className="text-right font-semibold tabular">
              {formatCurrency(totals.total_cost)}
            </dd>
            <dt className="text-muted-foreground">Amount due</dt>
            <dd className="text-right font-semibold tabular">
              {formatCurrency(totals.amount_due)}
            </dd>
          </dl>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready || isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const fieldLabels: Record<string, string> = {
  room_id: 'Component',
  supplier: 'Supplier',
  product: 'Product',
  quantity: 'Quantity',
  rrp: 'RRP',
  trade_discount: 'Trade discount',
  discount: 'Discount',
  amount_paid: 'Amount paid',
  link: 'Link',
  description: 'Description',
};
