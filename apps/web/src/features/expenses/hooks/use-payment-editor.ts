import { toPence, toPounds } from '@hrt/shared/domain/money';
import { overpaymentBy } from '@hrt/shared/domain/overpayment';
import { parseAmountText } from '@hrt/shared/schemas/expense-dialog';
import {
  type ExpensePayment,
  type ExpensePaymentInput,
  expensePaymentFieldsSchema,
} from '@hrt/shared/schemas/expense-payments';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { toastWithUndo } from '@/lib/undo-toast';
import { addPayment, useAddPayment } from '../api/add-payment';
import { useDeletePayment } from '../api/delete-payment';
import { isStaleUpdate } from '../api/update-expense';
import { useUpdatePayment } from '../api/update-payment';
import { useRefreshExpenses } from '../api/use-refresh-expenses';

/** A payment as typed: the amount as text, no account as ''. */
export interface PaymentDraft {
  date: string;
  amount: string;
  paid_by_account_id: string;
  note: string;
}

export type PaymentDraftErrors = Partial<Record<keyof PaymentDraft, string>>;

/** Today in the person's own calendar, YYYY-MM-DD: the day a new payment is most often made. */
function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function draftOf(payment: ExpensePayment | null): PaymentDraft {
  if (!payment) return { date: today(), amount: '', paid_by_account_id: '', note: '' };
  return {
    date: payment.date ?? '',
    amount: String(payment.amount),
    paid_by_account_id: payment.paid_by_account_id ?? '',
    note: payment.note,
  };
}

/** What is sent for a draft: the contract's fields, with the version of the expense seen. */
function paymentBody(draft: PaymentDraft, version: string | null): ExpensePaymentInput {
  return {
    date: draft.date.trim() || null,
    amount: parseAmountText(draft.amount),
    paid_by_account_id: draft.paid_by_account_id || null,
    note: draft.note.trim(),
    ...(version ? { updated_at: version } : {}),
  };
}

/** The first problem of each field, in the contract's words; none when it may be sent. */
function paymentDraftErrors(draft: PaymentDraft): PaymentDraftErrors {
  const result = expensePaymentFieldsSchema.safeParse(paymentBody(draft, null));
  const errors: PaymentDraftErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'amount') as keyof PaymentDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

const STALE_PAYMENT =
  'Someone else changed this expense after you opened it. Close this dialog, reload the table and try again.';

type Editing = { kind: 'new' } | { kind: 'edit'; payment: ExpensePayment } | null;

/**
 * The payments of a stored expense in its dialog: each add, change or removal is sent at once
 * (they are their own resource) and hands back the expense as it now stands, which the dialog
 * takes as its new version. A removal says so with an 'Undo' that records the payment again.
 */
export function usePaymentEditor({
  expenseId,
  version,
  amountDue,
  onStored,
}: {
  expenseId: string;
  /** The expense's `updated_at` as last seen: a stale one is refused (409). */
  version: string | null;
  /** What is still due with every stored payment counted. */
  amountDue: number;
  onStored: (expense: Expense) => void;
}) {
  const add = useAddPayment();
  const update = useUpdatePayment();
  const remove = useDeletePayment();
  const refresh = useRefreshExpenses();
  const [editing, setEditing] = useState<Editing>(null);
  const [draft, setDraft] = useState<PaymentDraft>(() => draftOf(null));
  const [errors, setErrors] = useState<PaymentDraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [overpaymentConfirmed, confirmOverpayment] = useState(false);
  // A payment being changed is not due on top of itself.
  const due =
    editing?.kind === 'edit'
      ? toPounds(toPence(amountDue) + toPence(editing.payment.amount))
      : amountDue;
  const typedAmount = parseAmountText(draft.amount);
  const overpayment = Number.isFinite(typedAmount) ? overpaymentBy(typedAmount, due) : 0;
  const busy = add.isPending || update.isPending || remove.isPending;

  function open(next: Editing) {
    setEditing(next);
    setDraft(draftOf(next?.kind === 'edit' ? next.payment : null));
    setErrors({});
    setProblem(null);
    confirmOverpayment(false);
  }

  function change(patch: Partial<PaymentDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
    // A confirmation is for the amount it was given for.
    if (patch.amount !== undefined) confirmOverpayment(false);
    // A field's message goes once it is typed in again.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof PaymentDraft];
      return next;
    });
  }

  function failed(error: unknown, fallback: string) {
    setProblem(isStaleUpdate(error) ? STALE_PAYMENT : errorMessage(error, fallback));
  }

  async function submit() {
    if (!editing || busy) return;
    const found = paymentDraftErrors(draft);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    if (overpayment > 0 && !overpaymentConfirmed) {
      setProblem('Tick the box to record more than is due, or change the amount.');
      return;
    }
    const body = {
      ...paymentBody(draft, version),
      ...(overpayment > 0 ? { confirm_overpayment: true } : {}),
    };
    setProblem(null);
    try {
      const expense =
        editing.kind === 'new'
          ? await add.mutateAsync({ expenseId, body })
          : await update.mutateAsync({ expenseId, paymentId: editing.payment.id, body });
      onStored(expense);
      toast.success(editing.kind === 'new' ? 'Payment recorded.' : 'Payment saved.');
      setEditing(null);
    } catch (error) {
      failed(error, 'Failed to save the payment. Please try again.');
    }
  }

  async function removePayment(payment: ExpensePayment) {
    if (busy) return;
    setProblem(null);
    // Recording it again puts back an overpayment that was confirmed when it was first made.
    const wasOverpaid = toPence(amountDue) < 0;
    try {
      onStored(await remove.mutateAsync({ expenseId, paymentId: payment.id }));
      if (editing?.kind === 'edit' && editing.payment.id === payment.id) setEditing(null);
      toastWithUndo('Payment removed.', async () => {
        // Recorded again as it was; the dialog (if still open) takes the expense back.
        const { date, amount, paid_by_account_id, note } = payment;
        const again = { date, amount, paid_by_account_id, note };
        const expense = await addPayment(
          expenseId,
          wasOverpaid ? { ...again, confirm_overpayment: true } : again,
        );
        onStored(expense);
        await refresh();
        toast.success('Payment recorded again.');
      });
    } catch (error) {
      failed(error, 'Failed to remove the payment. Please try again.');
    }
  }

  return {
    editing,
    draft,
    errors,
    problem,
    busy,
    due,
    overpayment,
    overpaymentConfirmed,
    confirmOverpayment,
    startAdd: () => open({ kind: 'new' }),
    startEdit: (payment: ExpensePayment) => open({ kind: 'edit', payment }),
    cancel: () => open(null),
    change,
    submit,
    removePayment,
  };
}

export type PaymentEditor = ReturnType<typeof usePaymentEditor>;
