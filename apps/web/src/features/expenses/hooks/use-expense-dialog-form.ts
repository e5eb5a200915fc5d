import { zodResolver } from '@hookform/resolvers/zod';
import { amountsToPercentDiscounts, computeExpenseTotals } from '@hrt/shared/domain/money';
import {
  dialogFormToFields,
  type ExpenseDialogFormValues,
  expenseDialogFormSchema,
  parseAmountText,
} from '@hrt/shared/schemas/expense-dialog';
import type { ExpensePayment } from '@hrt/shared/schemas/expense-payments';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { toastWithUndo } from '@/lib/undo-toast';
import { useCreateExpense } from '../api/create-expense';
import { isStaleUpdate, useUndoExpenseEdits, useUpdateExpense } from '../api/update-expense';
import { useRefreshExpenses } from '../api/use-refresh-expenses';
import {
  type ExpenseFields,
  type ExpenseRow,
  fieldsOf,
  newExpenseFields,
  toPayload,
  toRow,
  toUpdatePayload,
  undoOfEdit,
} from '../lib/expense-draft';
import { useExpenseConflict } from './use-expense-conflict';
import { useOverpaymentConfirm } from './use-overpayment-confirm';

/**
 * A stored expense as the dialog last knew it: payments are sent at once, each answering the
 * expense with a new version, which the dialog's own save then carries.
 */
interface StoredState {
  id: string;
  updated_at: string | null;
  payments: ExpensePayment[];
  /** What 'Undo' of the dialog's save puts back: the row before it (after any payment). */
  before: ExpenseRow;
}

function storedStateOf(row: ExpenseRow | null, saved: ExpenseRow | undefined): StoredState | null {
  if (!row || row.isNew) return null;
  return { id: row.id, updated_at: row.updated_at, payments: row.payments, before: saved ?? row };
}

/** The dialog's stored state for an expense as the server answered it. */
function storedStateFrom(expense: Expense): StoredState {
  const before = toRow(expense.id, fieldsOf(expense), {
    isNew: false,
    isDirty: false,
    updated_at: expense.updated_at,
    receipt: expense.receipt,
    payments: expense.payments,
  });
  return { id: expense.id, updated_at: expense.updated_at, payments: expense.payments, before };
}

export type DiscountMode = ExpenseDialogFormValues['discount_mode'];

/** Numbers are typed as text and read on save, so a half-typed value is never reformatted. */
function toForm(fields: ExpenseFields): ExpenseDialogFormValues {
  return {
    ...fields,
    invoice_date: fields.invoice_date ?? '',
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
  invoice_date: 'Invoice date',
  invoice_number: 'Invoice number',
  vat_rate: 'VAT rate',
};

const STALE_MESSAGE =
  'Someone else changed this expense after you opened it, and its latest version could not be read. Close this dialog, reload the table and edit again.';

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
    vat_rate: values.vat_rate,
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
  names = { components: [], accounts: [] },
}: {
  row: ExpenseRow | null;
  /** The row as stored, before local edits of the table (what 'Undo' puts back); `row` if none. */
  saved?: ExpenseRow | undefined;
  defaultComponentId: string | undefined;
  onSaved: (row: ExpenseRow | null) => void;
  /** What the conflict view names components and accounts by. */
  names?: Parameters<typeof useExpenseConflict>[1];
}) {
  const create = useCreateExpense();
  const refresh = useRefreshExpenses();
  const update = useUpdateExpense();
  const { mutateAsync: undoEdits } = useUndoExpenseEdits();
  const form = useForm<ExpenseDialogFormValues, unknown, ExpenseFields>({
    resolver: zodResolver(expenseDialogFormSchema),
    defaultValues: toForm(row ?? newExpenseFields(defaultComponentId ?? '')),
    mode: 'onChange',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [stored, setStored] = useState(() => storedStateOf(row, saved));
  const conflict = useExpenseConflict(row && !row.isNew ? row.id : null, names);
  const values = form.watch();
  const mode = values.discount_mode;
  const { liveFields, totals } = liveFiguresOf(values);
  const overpaid = useOverpaymentConfirm(liveFields.amount_paid, totals.total_cost);
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

  /**
   * A payment was recorded, changed or removed: the expense's version, payments and amount
   * paid are the server's now. The other boxes keep what was typed in them.
   */
  function applyStored(expense: Expense) {
    setStored(storedStateFrom(expense));
    // Both boxes are set by hand (not registered), so their values are set as well.
    overpaid.storedAs(expense.amount_paid, expense.total_cost);
    form.resetField('amount_paid', { defaultValue: String(expense.amount_paid) });
    form.setValue('amount_paid', String(expense.amount_paid));
    form.resetField('paid_by_account_id', { defaultValue: expense.paid_by_account_id });
    form.setValue('paid_by_account_id', expense.paid_by_account_id);
  }

  /** Someone saved first: the dialog keeps what was typed and shows both versions. */
  async function showConflict(typed: ExpenseFields, version: StoredState | null) {
    if (!row || row.isNew) return;
    try {
      await conflict.start(fieldsOf(version?.before ?? saved ?? row), typed, row.id);
    } catch {
      setProblem(STALE_MESSAGE);
    }
  }

  async function submit(typed: ExpenseFields, version: StoredState | null) {
    if (overpaid.unconfirmed) {
      setProblem('Amount paid: tick the box to record more than is due, or change the amount.');
      return;
    }
    setProblem(null);
    const fields = overpaid.overpaymentConfirmed ? { ...typed, confirm_overpayment: true } : typed;
    try {
      if (!row || row.isNew) {
        await create.mutateAsync({ ...toPayload(fields), ...(row ? { id: row.id } : {}) });
        toast.success('Expense added.');
      } else {
        const answer = await update.mutateAsync({
          id: row.id,
          body: toUpdatePayload(fields, version?.updated_at ?? row.updated_at),
        });
        const undo = undoOfEdit(version?.before ?? saved ?? row, answer.updated_at);
        toastWithUndo('Expense saved.', async () => {
          await undoEdits([undo]);
          toast.success('Change undone.');
        });
      }
      onSaved(row);
    } catch (error) {
      if (isStaleUpdate(error)) await showConflict(typed, version);
      else setProblem(errorMessage(error, 'Failed to save expense. Please try again.'));
    }
  }

  const refuse = (invalid: Partial<Record<string, { message?: string }>>) => {
    const [field, issue] = Object.entries(invalid)[0] ?? [];
    setProblem(issue?.message ? `${fieldLabels[field ?? ''] ?? field}: ${issue.message}` : null);
  };
  const save = form.handleSubmit((typed) => submit(typed, stored), refuse);

  /** Saves the person's changed fields onto the version stored now. */
  const applyMine = form.handleSubmit(async (typed) => {
    const found = conflict.conflict;
    if (!found) return;
    const next = storedStateFrom(found.current);
    const merged = conflict.merged(found, typed);
    setStored(next);
    overpaid.storedAs(found.current.amount_paid, found.current.total_cost);
    form.reset(toForm(merged));
    conflict.clear();
    await submit(merged, next);
  }, refuse);

  /** Drops what was typed: the lists are read again and the dialog closes. */
  function takeTheirs() {
    conflict.clear();
    void refresh();
    onSaved(row);
  }

  return {
    form,
    values,
    mode,
    liveFields,
    totals,
    ready,
    problem,
    switchMode,
    save,
    stored,
    applyStored,
    conflict: conflict.conflict,
    applyMine,
    takeTheirs,
    overpayment: overpaid.overpayment,
    overpaymentConfirmed: overpaid.overpaymentConfirmed,
    confirmOverpayment: overpaid.confirmOverpayment,
  };
}

export type ExpenseDialogForm = ReturnType<typeof useExpenseDialogForm>;
