import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import {
  MoneyCell,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useSeesPersonalFinances } from '@/lib/auth/session-context';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { useExpensePages } from '../api/list-expenses';
import { SEARCH_DELAY_MS, useDelayedValue } from '../hooks/use-delayed-value';
import { paidByLabel } from '../lib/payments';

/**
 * 'All Paid Expenses': the server's paid filter (and search), a page at a time. The heading's
 * count and total are the server's figures for every paid expense, not for the rows loaded.
 */
export function PaidExpensesDialog({
  open,
  onOpenChange,
  components,
  accounts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  components: BuildComponent[];
  accounts: CreditAccountOption[];
}) {
  const [search, setSearch] = useState('');
  // The account is personal finances: other roles get no column for it (decision 019).
  const showPaidBy = useSeesPersonalFinances();
  const columnCount = showPaidBy ? 7 : 6;
  const query = useDelayedValue(search.trim(), SEARCH_DELAY_MS);
  const everyPaid = useExpensePages({ paid: 'true' });
  const searched = useExpensePages({ paid: 'true', q: query }, { enabled: Boolean(query) });
  const list = query ? searched : everyPaid;
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const matched = list.data?.pages[0]?.totals.count ?? 0;
  const paid = everyPaid.data?.pages[0]?.totals;
  const names = useMemo(() => new Map(components.map((c) => [c.id, c.name])), [components]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="large">
        <DialogHeader
          title="All Paid Expenses"
          description={
            paid
              ? `${paid.count} paid ${paid.count === 1 ? 'expense' : 'expenses'} · ${formatCurrency(paid.amount_paid)} paid in total`
              : 'Loading paid expenses...'
          }
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
                {showPaidBy && <TableHead>Paid by</TableHead>}
                <TableHead className="text-right">Total cost</TableHead>
                <TableHead className="text-right">Amount paid</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((expense) => (
                <TableRow key={expense.id}>
                  <TableCell className="max-w-56 truncate">{expense.description || '-'}</TableCell>
                  <TableCell>{expense.supplier || '-'}</TableCell>
                  <TableCell>{expense.product || '-'}</TableCell>
                  <TableCell>{names.get(expense.component_id) ?? 'Unknown component'}</TableCell>
                  {showPaidBy && <TableCell>{paidByLabel(expense, accounts)}</TableCell>}
                  <MoneyCell>{formatCurrency(expense.total_cost)}</MoneyCell>
                  <MoneyCell>{formatCurrency(expense.amount_paid)}</MoneyCell>
                </TableRow>
              ))}
              {list.isPending && (
                <TableRow>
                  <TableCell colSpan={columnCount}>
                    <Skeleton className="h-6 w-full" />
                    <span className="sr-only">Loading paid expenses...</span>
                  </TableCell>
                </TableRow>
              )}
              {list.error ? (
                <TableRow>
                  <TableCell colSpan={columnCount} className="py-6 text-center text-destructive">
                    {errorMessage(list.error, 'Failed to load paid expenses.')}
                  </TableCell>
                </TableRow>
              ) : (
                !list.isPending &&
                rows.length === 0 && (
                  <TableRow>
                    <TableCell
                      colSpan={columnCount}
                      className="py-6 text-center text-muted-foreground"
                    >
                      {query
                        ? 'No paid expense matches your search.'
                        : 'Nothing has been paid yet.'}
                    </TableCell>
                  </TableRow>
                )
              )}
            </TableBody>
          </Table>
        </div>
        {list.hasNextPage && (
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <span>
              Showing {rows.length} of {matched}.
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
