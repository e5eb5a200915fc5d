import { formatCurrency } from '@hrt/shared/format';
import { parseAmountText } from '@hrt/shared/schemas/expense-dialog';
import type { ExpensePayment } from '@hrt/shared/schemas/expense-payments';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { AmountField } from '@/components/ui/amount-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { type PaymentEditor, usePaymentEditor } from '../hooks/use-payment-editor';
import { backDatedPaymentNotice, paymentSummary, paymentsTotal } from '../lib/payments';
import { AccountOptions } from './account-options';
import { OverpaymentConfirm } from './overpayment-confirm';

interface PaymentListProps {
  payments: ExpensePayment[];
  accounts: CreditAccountOption[];
  /** Roles that see personal finances see (and choose) each payment's account. */
  showPaidBy: boolean;
}

/**
 * The payments of an expense, each on a line with its date, amount, account and note, and the
 * 'Amount paid' they add up to. Read-only here: the buttons come from `editor` when given.
 */
function PaymentList({
  payments,
  accounts,
  showPaidBy,
  editor,
}: PaymentListProps & { editor?: PaymentEditor | undefined }) {
  return (
    <div className="grid gap-2">
      <ul aria-label="Payments" className="divide-y rounded-md border text-sm">
        {payments.map((payment, index) => {
          const text = paymentSummary(payment, showPaidBy ? accounts : null);
          return (
            <li key={payment.id} className="flex items-center justify-between gap-2 py-1 pr-1 pl-3">
              <span className="min-w-0 tabular [overflow-wrap:anywhere]">{text}</span>
              {editor && (
                <span className="flex shrink-0">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit payment ${index + 1}: ${text}`}
                    disabled={editor.busy}
                    onClick={() => editor.startEdit(payment)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove payment ${index + 1}: ${text}`}
                    disabled={editor.busy}
                    onClick={() => void editor.removePayment(payment)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between gap-2 text-sm">
        <span className="text-muted-foreground">Amount paid, the payments' sum</span>
        <output className="font-semibold tabular" aria-label="Amount paid">
          {formatCurrency(paymentsTotal(payments))}
        </output>
      </p>
    </div>
  );
}

/** The boxes of one payment being added or changed; Enter records it (not the expense). */
function PaymentDraftFields({
  editor,
  accounts,
  showPaidBy,
  amountDue,
}: {
  editor: PaymentEditor;
  accounts: CreditAccountOption[];
  showPaidBy: boolean;
  amountDue: number;
}) {
  const { draft, errors, change, editing } = editor;
  const isNew = editing?.kind === 'new';
  const account = accounts.find((item) => item.id === draft.paid_by_account_id);
  const backDated = showPaidBy ? backDatedPaymentNotice(draft.date, account) : null;
  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName === 'BUTTON') return;
    // The dialog's own form would save the expense: this group records the payment instead.
    event.preventDefault();
    void editor.submit();
  }
  return (
    <fieldset className="grid gap-3 rounded-md border border-dashed p-3" onKeyDown={onKeyDown}>
      <legend className="px-1 text-sm font-medium">
        {isNew ? 'New payment' : 'Change payment'}
      </legend>
      {/* Stacked on a phone: a date box does not fit half of a 375 px dialog. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Date paid" error={errors.date} className="content-start">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={draft.date}
              onChange={(event) => change({ date: event.target.value })}
            />
          )}
        </Field>
        <AmountField
          label="Amount (£)"
          value={draft.amount}
          error={errors.amount}
          hint={isNew && amountDue > 0 ? `${formatCurrency(amountDue)} still due` : undefined}
          onChange={(amount) => change({ amount })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {showPaidBy && (
          <Field label="Paid from account" error={errors.paid_by_account_id}>
            {({ id }) => (
              <Select
                id={id}
                value={draft.paid_by_account_id}
                onChange={(event) => change({ paid_by_account_id: event.target.value })}
              >
                <AccountOptions accounts={accounts} />
              </Select>
            )}
          </Field>
        )}
        <Field label="Note" error={errors.note}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              placeholder="Deposit, Stage 2, Balance"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={draft.note}
              onChange={(event) => change({ note: event.target.value })}
            />
          )}
        </Field>
      </div>
      {/* Always there, so a screen reader hears the notice when the date or account changes. */}
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {backDated}
      </p>
      {editor.overpayment > 0 && (
        <OverpaymentConfirm
          amount={parseAmountText(draft.amount)}
          due={editor.due}
          confirmed={editor.overpaymentConfirmed}
          onConfirm={editor.confirmOverpayment}
        />
      )}
      {editor.problem && (
        <p role="alert" className="text-sm text-destructive">
          {editor.problem}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={editor.cancel} disabled={editor.busy}>
          Cancel
        </Button>
        <Button size="sm" onClick={() => void editor.submit()} disabled={editor.busy}>
          {editor.busy ? 'Saving...' : isNew ? 'Record payment' : 'Save payment'}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * A stored expense's payments in its dialog: the list (when it has one), 'Add a payment', and
 * the boxes of the payment being added or changed. Each is sent at once; `onStored` gets the
 * expense as it then stands. `listed` says whether the list is shown (several payments or a
 * dated one); otherwise the dialog's 'Amount paid' box stands for the one undated payment.
 */
export function StoredPayments({
  expenseId,
  version,
  payments,
  listed,
  amountDue,
  amountTyped,
  accounts,
  showPaidBy,
  onStored,
}: PaymentListProps & {
  expenseId: string;
  version: string | null;
  listed: boolean;
  amountDue: number;
  /** 'Amount paid' was typed in and not saved: a payment would overwrite it, so wait. */
  amountTyped: boolean;
  onStored: (expense: Expense) => void;
}) {
  const editor = usePaymentEditor({ expenseId, version, amountDue, onStored });
  const single = !listed ? payments[0] : undefined;
  return (
    <>
      {listed && (
        <PaymentList
          payments={payments}
          accounts={accounts}
          showPaidBy={showPaidBy}
          editor={editor}
        />
      )}
      {editor.editing ? (
        <PaymentDraftFields
          editor={editor}
          accounts={accounts}
          showPaidBy={showPaidBy}
          amountDue={amountDue}
        />
      ) : (
        <div className="grid gap-1">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={editor.startAdd}
              disabled={amountTyped || editor.busy}
            >
              <Plus aria-hidden="true" /> Add a payment
            </Button>
            {single && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => editor.startEdit(single)}
                disabled={amountTyped || editor.busy}
              >
                <Pencil aria-hidden="true" /> Date this payment
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground">
            {amountTyped
              ? 'Save the expense first: the amount paid you typed is not saved yet.'
              : listed
                ? 'Each payment is saved as soon as it is recorded.'
                : 'A deposit, stage payments, the balance: record each with its date. Each is saved as soon as it is recorded.'}
          </p>
          {editor.problem && (
            <p role="alert" className="text-sm text-destructive">
              {editor.problem}
            </p>
          )}
        </div>
      )}
    </>
  );
}
