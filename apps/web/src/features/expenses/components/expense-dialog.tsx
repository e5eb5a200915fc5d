import type { BuildComponent } from '@hrt/shared/schemas/components';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { useSeesPersonalFinances } from '@/lib/auth/session-context';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { useExpenseDialogForm } from '../hooks/use-expense-dialog-form';
import type { ExpenseRow } from '../lib/expense-draft';
import {
  DialogTotals,
  DiscountFields,
  PaymentFields,
  PriceFields,
  WhatFields,
} from './expense-dialog-sections';

interface ExpenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null = 'New Expense'. */
  row: ExpenseRow | null;
  components: BuildComponent[];
  accounts: CreditAccountOption[];
  defaultComponentId?: string | undefined;
  onSaved: (row: ExpenseRow | null) => void;
}

/** The edit dialog: the form state lives in `useExpenseDialogForm`. */
export function ExpenseDialog({
  open,
  onOpenChange,
  row,
  components,
  accounts,
  defaultComponentId,
  onSaved,
}: ExpenseDialogProps) {
  // Other roles neither see nor choose the account; the server keeps the stored one.
  const showPaidBy = useSeesPersonalFinances();
  const state = useExpenseDialogForm({ row, defaultComponentId, onSaved });
  const { form, ready, problem, save } = state;
  const { isSubmitting } = form.formState;

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
          <WhatFields {...state} components={components} />
          <PriceFields {...state} />
          <DiscountFields {...state} />
          <PaymentFields {...state} accounts={accounts} showPaidBy={showPaidBy} />
          <DialogTotals {...state} />
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
