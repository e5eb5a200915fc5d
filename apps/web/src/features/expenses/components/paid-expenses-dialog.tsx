import { sumPounds } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import {
  MoneyCell,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { CreditAccountOption } from '../api';
import { matchesSearch } from '../lib/search';

/** A long list would freeze the dialog; the search narrows it instead. */
const SHOWN_AT_MOST = 300;

export function PaidExpensesDialog({
  open,
  onOpenChange,
  expenses,
  components,
  accounts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  expenses: Expense[];
  components: BuildComponent[];
  accounts: CreditAccountOption[];
}) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const paid = useMemo(() => expenses.filter((expense) => expense.amount_paid > 0), [expenses]);
  const matches = useMemo(
    () => paid.filter((expense) => matchesSearch(expense, query)),
    [paid, query],
  );
  const names = useMemo(() => new Map(components.map((c) => [c.id, c.name])), [components]);
  const accountNames = useMemo(
    () => new Map(accounts.map((a) => [a.id, a.account_name])),
    [accounts],
  );
  const totalPaid = sumPounds(paid.map((expense) => expense.amount_paid));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="large">
        <DialogHeader
          title="All Paid Expenses"
          description={`${paid.length} paid ${paid.length === 1 ? 'expense' : 'expenses'} · ${formatCurrency(totalPaid)} paid in total`}
        />
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-3 left-3 size-4 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search paid expenses"
            placeholder="Search description, supplier or product"
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Description</TableHead>
                <TableHead>Supplier</TableHead>
                <TableHead>Product</TableHead>
                <TableHead>Component</TableHead>
                <TableHead>Paid by</TableHead>
                <TableHead className="text-right">Total cost</TableHead>
                <TableHead className="text-right">Amount paid</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {matches.slice(0, SHOWN_AT_MOST).map((expense) => (
                <TableRow key={expense.id}>
                  <TableCell className="max-w-56 truncate">{expense.description || '-'}</TableCell>
                  <TableCell>{expense.supplier || '-'}</TableCell>
                  <TableCell>{expense.product || '-'}</TableCell>
                  <TableCell>{names.get(expense.room_id) ?? 'Unknown component'}</TableCell>
                  <TableCell>
                    {accountNames.get(expense.paid_by_account_id ?? '') ?? 'Not specified'}
                  </TableCell>
                  <MoneyCell>{formatCurrency(expense.total_cost)}</MoneyCell>
                  <MoneyCell>{formatCurrency(expense.amount_paid)}</MoneyCell>
                </TableRow>
              ))}
              {matches.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                    {paid.length
                      ? 'No paid expense matches your search.'
                      : 'Nothing has been paid yet.'}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </div>
        {matches.length > SHOWN_AT_MOST && (
          <p className="text-sm text-muted-foreground">
            Showing the first {SHOWN_AT_MOST} of {matches.length}. Search to narrow the list.
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
