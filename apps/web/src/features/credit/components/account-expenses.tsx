import { sumPounds } from '@hrt/shared/domain/money';
import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { componentListQuery } from '@/lib/shared-queries/build-components';
import { useAccountExpenses } from '../api/get-account-expenses';

/**
 * What the account paid of an expense (an expense may be paid in stages from several
 * accounts), and when: the first dated payment from it, else the day the expense was added.
 */
function paidFrom(expense: Expense, accountId: string) {
  const own = expense.payments.filter((payment) => payment.paid_by_account_id === accountId);
  const amount = sumPounds(own.map((payment) => payment.amount));
  const dated = own.find((payment) => payment.date)?.date;
  return { amount, date: dated ?? expense.created_at };
}

/**
 * The expenses paid from an account, newest last, in a list capped at 160 px that scrolls
 *, with what they came to.
 */
export function AccountExpenses({ accountId, listId }: { accountId: string; listId: string }) {
  const expenses = useAccountExpenses(accountId, true);
  const components = useQuery({ ...componentListQuery, staleTime: 60_000 });
  const names = new Map((components.data ?? []).map((item) => [item.id, item.name]));
  if (expenses.isPending) return <Skeleton id={listId} className="h-16 w-full" />;
  if (expenses.isError) {
    return (
      <p id={listId} className="text-sm text-destructive">
        The expenses could not be loaded.
      </p>
    );
  }
  const items = expenses.data.items.map((expense) => ({
    expense,
    ...paidFrom(expense, accountId),
  }));
  if (!items.length) {
    return (
      <p id={listId} className="text-sm text-muted-foreground">
        No expenses have been paid from this account yet.
      </p>
    );
  }
  return (
    <div id={listId} className="grid gap-1">
      <ul
        aria-label="Expenses paid from this account"
        className="max-h-40 divide-y overflow-y-auto rounded-md border text-sm"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
      >
        {items.map(({ expense, amount, date }) => (
          <li key={expense.id} className="flex items-start justify-between gap-3 px-3 py-2">
            <div className="grid min-w-0">
              <span className="truncate font-medium">
                {expense.product || expense.description || expense.supplier || 'Expense'}
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {[expense.supplier, names.get(expense.room_id), formatDate(date)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <span className="tabular font-medium whitespace-nowrap">{formatCurrency(amount)}</span>
          </li>
        ))}
      </ul>
      <p className="text-right text-xs text-muted-foreground">
        {items.length === 1 ? '1 expense' : `${items.length} expenses`}, paid{' '}
        <span className="tabular">
          {formatCurrency(sumPounds(items.map((item) => item.amount)))}
        </span>
      </p>
    </div>
  );
}
