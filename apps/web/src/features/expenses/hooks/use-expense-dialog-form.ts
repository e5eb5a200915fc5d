import { zodResolver } from '@hookform/resolvers/zod';
import { amountsToPercentDiscounts, computeExpenseTotals } from '@hrt/shared/domain/money';
import {
  dialogFormToFields,
  type ExpenseDialogFormValues,
  expenseDialogFormSchema,
  parseAmountText,
} from '@hrt/shared/schemas/expenses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { toastWithUndo } from '@/lib/undo-toast';
import { useCreateExpense } from '../api/create-expense';
import { isStaleUpdate, useUndoExpenseEdits, useUpdateExpense } from '../api/update-expense';
import {
  type ExpenseFields,
  type ExpenseRow,
  newExpenseFields,
  toPayload,
  toUpdatePayload,
  undoOfEdit,
} from '../lib/expense-draft';

export type DiscountMode = ExpenseDialogFormValues['discount_mode'];

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

const fieldLabels: Record<string, string> = {
  component_id: 'Component',
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

const STALE_MESSAGE =
  'Someone else changed this expense after you opened it. Close this dialog, reload the table and edit again.';

/** The figures of what is typed; unreadable boxes count as 0 until they are fixed. */
function liveFiguresOf(values: ExpenseDialogFormValues) {
  const { discount_mode: mode, ...typed } = values;
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
  return { liveFields, totals: computeExpenseTotals(liveFields) };
}

/**
 * The edit dialog's state: the shared `expenseDialogFormSchema` reads the typed text into the
 * API's fields and requires supplier, product and component, so the dialog refuses what the
 * contract refuses, in the contract's words. Saving goes through the mutation hooks, which
 * refresh the lists themselves.
 */
export function useExpenseDialogForm({
  row,
  saved,
  defaultComponentId,
  onSaved,
}: {
  row: ExpenseRow | null;
  /** The row as stored, before local edits of the table (what 'Undo' puts back); `row` if none. */
  saved?: ExpenseRow | undefined;
  defaultComponentId: string | undefined;
  onSaved: (row: ExpenseRow | null) => void;
}) {
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const { mutateAsync: undoEdits } = useUndoExpenseEdits();
  const form = useForm<ExpenseDialogFormValues, unknown, ExpenseFields>({
    resolver: zodResolver(expenseDialogFormSchema),
    defaultValues: toForm(row ?? newExpenseFields(defaultComponentId ?? '')),
    mode: 'onChange',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const values = form.watch();
  const mode = values.discount_mode;
  const { liveFields, totals } = liveFiguresOf(values);
  const ready = Boolean(values.supplier.trim() && values.product.trim() && values.component_id);

  function switchMode(next: DiscountMode) {
    if (next === mode) return;
    if (next === 'percent') {
      const percents = amountsToPercentDiscounts({
        quantity: parseAmountText(values.quantity),
        rrp: parseAmountText(values.rrp),
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
          await create.mutateAsync({ ...toPayload(fields), ...(row ? { id: row.id } : {}) });
          toast.success('Expense added.');
        } else {
          const stored = await update.mutateAsync({
            id: row.id,
            body: toUpdatePayload(fields, row.updated_at),
          });
          const undo = undoOfEdit(saved ?? row, stored.updated_at);
          toastWithUndo('Expense saved.', async () => {
            await undoEdits([undo]);
            toast.success('Change undone.');
          });
        }
        onSaved(row);
      } catch (error) {
        setProblem(
          isStaleUpdate(error)
            ? STALE_MESSAGE
            : errorMessage(error, 'Failed to save expense. Please try again.'),
        );
      }
    },
    (invalid) => {
      const [field, issue] = Object.entries(invalid)[0] ?? [];
      setProblem(issue?.message ? `${fieldLabels[field ?? ''] ?? field}: ${issue.message}` : null);
    },
  );

  return { form, values, mode, liveFields, totals, ready, problem, switchMode, save };
}

export type ExpenseDialogForm = ReturnType<typeof useExpenseDialogForm>;
