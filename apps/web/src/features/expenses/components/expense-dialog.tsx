import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { ConflictPanel } from '@/components/edit-conflict/conflict-panel';
import { HistoryList } from '@/components/history/history-list';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { useExpenseDialogForm } from '../hooks/use-expense-dialog-form';
import { usePaidByAccounts } from '../hooks/use-paid-by-accounts';
import type { ExpenseRow } from '../lib/expense-draft';
import { saveBlockedReason } from '../lib/save-blocked-reason';
import { ReceiptSection } from './expense-dialog-receipt';
import {
  DialogTotals,
  DiscountFields,
  OtherFields,
  PaymentFields,
  PriceFields,
  VatFields,
  WhatFields,
} from './expense-dialog-sections';

interface ExpenseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null = 'New Expense'. */
  row: ExpenseRow | null;
  /** The row as stored, before the table's local edits: what 'Undo' puts back. */
  saved?: ExpenseRow | undefined;
  components: BuildComponent[];
  accounts: CreditAccountOption[];
  defaultComponentId?: string | undefined;
  onSaved: (row: ExpenseRow | null) => void;
}

/**
 * The add or edit dialog: the form state lives in `useExpenseDialogForm`. A stored expense also
 * has a 'History' tab, read when it is chosen; the form stays mounted behind it, so nothing
 * typed is lost by looking.
 */
export function ExpenseDialog({
  open,
  onOpenChange,
  row,
  saved,
  components,
  accounts,
  defaultComponentId,
  onSaved,
}: ExpenseDialogProps) {
  // Other roles neither see nor choose the account; the server keeps the stored one. Save
  // waits for the accounts, so an expense's account is never saved over while not yet shown.
  const paidBy = usePaidByAccounts();
  const showPaidBy = paidBy.show;
  const state = useExpenseDialogForm({
    row,
    saved,
    defaultComponentId,
    onSaved,
    names: { components, accounts },
  });
  const { form, problem, save } = state;
  const ready = state.ready && paidBy.ready;
  // A greyed Save says why beside it.
  const blocked = ready ? null : saveBlockedReason(form.watch(), paidBy.ready);
  const { isSubmitting } = form.formState;
  const stored = row && !row.isNew ? row : null;
  const body = (
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
      <VatFields {...state} />
      <PaymentFields
        {...state}
        accounts={accounts}
        showPaidBy={showPaidBy}
        accountsLoading={!paidBy.ready}
      />
      <OtherFields {...state} />
      <DialogTotals {...state} />
      <ReceiptSection stored={stored} />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {state.conflict ? (
        <ConflictPanel
          thing="expense"
          rows={state.conflict.rows}
          lastChange={state.conflict.lastChange}
          busy={isSubmitting}
          onApplyMine={() => void state.applyMine()}
          onUseTheirs={state.takeTheirs}
        />
      ) : (
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          {blocked && (
            <p id="expense-save-blocked" className="text-sm text-muted-foreground sm:mr-auto">
              {blocked}
            </p>
          )}
          <Button
            type="submit"
            disabled={!ready || isSubmitting}
            aria-describedby={blocked ? 'expense-save-blocked' : undefined}
          >
            {isSubmitting ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      )}
    </form>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={stored ? 'Edit Expense' : 'New Expense'} />
        {stored ? (
          <Tabs defaultValue="details">
            <TabsList aria-label="Expense" className="w-full sm:w-auto">
              <TabsTrigger value="details" className="flex-1 sm:flex-none">
                Details
              </TabsTrigger>
              <TabsTrigger value="history" className="flex-1 sm:flex-none">
                History
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
              {body}
            </TabsContent>
            <TabsContent value="history">
              <HistoryList resourceType="expense" resourceId={stored.id} />
            </TabsContent>
          </Tabs>
        ) : (
          body
        )}
      </DialogContent>
    </Dialog>
  );
}
