import {
  type AddVat,
  addVatLabels,
  addVatModes,
  amountsToPercentDiscounts,
  computeExpenseTotals,
  percentDiscountsToAmounts,
} from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import { useState } from 'react';
import { toast } from 'sonner';
import { AmountField } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Label, Select, Textarea } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
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
  parseAmount,
  toPayload,
  toUpdatePayload,
  validateFields,
} from '../lib/expense-draft';

type DiscountMode = 'amount' | 'percent';

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
type Form = Omit<
  ExpenseFields,
  'quantity' | 'rrp' | 'trade_discount' | 'discount' | 'amount_paid'
> & {
  quantity: string;
  rrp: string;
  trade_discount: string;
  discount: string;
  amount_paid: string;
};

function toForm(fields: ExpenseFields): Form {
  return {
    ...fields,
    quantity: String(fields.quantity),
    rrp: String(fields.rrp),
    trade_discount: String(fields.trade_discount),
    discount: String(fields.discount),
    amount_paid: String(fields.amount_paid),
  };
}

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
  const [form, setForm] = useState<Form>(() =>
    toForm(row ?? newExpenseFields(defaultRoomId ?? '')),
  );
  const [mode, setMode] = useState<DiscountMode>('amount');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<Form>) => setForm((current) => ({ ...current, ...patch }));

  const quantity = parseAmount(form.quantity);
  const rrp = parseAmount(form.rrp);
  // In percentage mode the two discount boxes hold percentages; amounts are derived from them.
  const discounts =
    mode === 'percent'
      ? percentDiscountsToAmounts({
          quantity,
          rrp,
          trade_discount_percent: parseAmount(form.trade_discount),
          discount_percent: parseAmount(form.discount),
        })
      : { trade_discount: parseAmount(form.trade_discount), discount: parseAmount(form.discount) };
  const fields: ExpenseFields = {
    ...form,
    quantity,
    rrp,
    ...discounts,
    amount_paid: parseAmount(form.amount_paid),
  };
  const totals = computeExpenseTotals(fields);
  const ready = Boolean(form.supplier.trim() && form.product.trim() && form.room_id);

  function switchMode(next: DiscountMode) {
    if (next === mode) return;
    if (next === 'percent') {
      const percents = amountsToPercentDiscounts({ quantity, rrp, ...discounts });
      set({
        trade_discount: String(percents.trade_discount_percent),
        discount: String(percents.discount_percent),
      });
    } else {
      set({
        trade_discount: String(discounts.trade_discount),
        discount: String(discounts.discount),
      });
    }
    setMode(next);
  }

  async function save() {
    const invalid = validateFields(fields);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setSaving(true);
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
    } finally {
      setSaving(false);
    }
  }

  const discountSuffix = mode === 'percent' ? ' (%)' : ' (£)';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={row && !row.isNew ? 'Edit Expense' : 'New Expense'} />
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !saving) void save();
          }}
        >
          <Field label="Component *">
            {({ id }) => (
              <Select
                id={id}
                required
                value={form.room_id}
                onChange={(event) => set({ room_id: event.target.value })}
              >
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
              {({ id }) => (
                <Input
                  id={id}
                  required
                  value={form.supplier}
                  onChange={(e) => set({ supplier: e.target.value })}
                />
              )}
            </Field>
            <Field label="Product *">
              {({ id }) => (
                <Input
                  id={id}
                  required
                  value={form.product}
                  onChange={(e) => set({ product: e.target.value })}
                />
              )}
            </Field>
          </div>
          <Field label="Description">
            {({ id }) => (
              <Textarea
                id={id}
                rows={2}
                value={form.description}
                onChange={(e) => set({ description: e.target.value })}
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <AmountField
              label="Quantity"
              step="any"
              value={form.quantity}
              onChange={(value) => set({ quantity: value })}
            />
            <AmountField
              label="RRP (£)"
              value={form.rrp}
              onChange={(value) => set({ rrp: value })}
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
                value={form.trade_discount}
                onChange={(value) => set({ trade_discount: value })}
              />
              <AmountField
                label={`Discount${discountSuffix}`}
                value={form.discount}
                onChange={(value) => set({ discount: value })}
              />
            </div>
            {mode === 'percent' && (
              <p className="text-xs text-muted-foreground tabular">
                Stored as {formatCurrency(discounts.trade_discount)} trade discount and{' '}
                {formatCurrency(discounts.discount)} discount.
              </p>
            )}
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Field label="VAT">
              {({ id }) => (
                <Select
                  id={id}
                  value={form.add_vat}
                  onChange={(e) => set({ add_vat: e.target.value as AddVat })}
                >
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
              value={form.amount_paid}
              onChange={(value) => set({ amount_paid: value })}
            />
          </div>
          {fields.amount_paid > 0 && (
            <Field label="Paid by account">
              {({ id }) => (
                <Select
                  id={id}
                  value={form.paid_by_account_id ?? ''}
                  onChange={(e) => set({ paid_by_account_id: e.target.value || null })}
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
              <Input
                id={id}
                type="url"
                placeholder="https://"
                value={form.link}
                onChange={(e) => set({ link: e.target.value })}
              />
            )}
          </Field>
          <Label className="flex items-center gap-2 font-normal">
            <Checkbox
              checked={form.committed}
              onChange={(e) => set({ committed: e.target.checked })}
            />
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
            <Button type="submit" disabled={!ready || saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
