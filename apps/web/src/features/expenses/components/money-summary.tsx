import { sumPounds } from '@hrt/shared/domain/money';
import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { Layers, PoundSterling, Receipt, Wallet } from 'lucide-react';
import { memo, useMemo, useState } from 'react';
import { StatTile } from '@/components/ui/stat-tile';
import type { CreditAccountOption } from '../api';
import { budgetChartRow, totalsByComponent } from '../lib/component-money';
import { BudgetChart, SpendByStatusChart } from './money-charts';
import { PaidExpensesDialog } from './paid-expenses-dialog';

interface MoneySummaryProps {
  components: BuildComponent[];
  expenses: Expense[];
  accounts: CreditAccountOption[];
  componentsPending: boolean;
  loading: boolean;
}

/**
 * The /expenses tiles, charts and paid-expenses dialog. Memoised on the saved data, so a search
 * keystroke or an unsaved cell edit never re-renders the charts.
 */
export const MoneySummary = memo(function MoneySummary({
  components,
  expenses,
  accounts,
  componentsPending,
  loading,
}: MoneySummaryProps) {
  const [paidOpen, setPaidOpen] = useState(false);
  const sums = useMemo(
    () => ({
      total: sumPounds(expenses.map((expense) => expense.total_cost)),
      paid: sumPounds(expenses.map((expense) => expense.amount_paid)),
    }),
    [expenses],
  );
  const totals = useMemo(() => totalsByComponent(expenses), [expenses]);
  const chartRows = useMemo(
    () => components.map((component) => budgetChartRow(component, totals.get(component.id))),
    [components, totals],
  );
  const statusRows = useMemo(
    () =>
      components.map((component) => ({
        status: component.status,
        committed: totals.get(component.id)?.committed_total ?? 0,
      })),
    [components, totals],
  );

  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label="Total Components"
          icon={Layers}
          loading={componentsPending}
          value={components.length}
        />
        <StatTile
          label="Total Expenses"
          icon={Receipt}
          loading={loading}
          value={formatCurrency(sums.total)}
          hint={`${expenses.length} ${expenses.length === 1 ? 'expense' : 'expenses'}`}
        />
        <StatTile
          label="Total Budget"
          icon={Wallet}
          loading={componentsPending}
          value={formatCurrency(sumPounds(components.map((component) => component.budget)))}
        />
        <StatTile
          label="Total Spent"
          icon={PoundSterling}
          loading={loading}
          value={formatCurrency(sums.paid)}
          hint="Select to see paid expenses"
          onClick={() => setPaidOpen(true)}
        />
      </div>

      {!loading && components.length > 0 && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <BudgetChart title="Is each component within budget?" rows={chartRows} />
          <SpendByStatusChart components={statusRows} />
        </div>
      )}

      <PaidExpensesDialog
        open={paidOpen}
        onOpenChange={setPaidOpen}
        expenses={expenses}
        components={components}
        accounts={accounts}
      />
    </>
  );
});
