import { formatCurrency } from '@hrt/shared/format';
import type { BuildComponent } from '@hrt/shared/schemas/components';
import type { ExpenseSummaries, ProjectExpenseSummary } from '@hrt/shared/schemas/expenses';
import { Layers, PoundSterling, Receipt, Wallet } from 'lucide-react';
import { memo, Suspense, useMemo, useState } from 'react';
import { ErrorState } from '@/components/ui/empty-state';
import { StatTile } from '@/components/ui/stat-tile';
import { errorMessage } from '@/lib/api-client';
import { lazyComponent } from '@/lib/lazy-component';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { budgetChartRow } from '../lib/component-money';
import { BudgetChart, ChartSkeleton, SpendByStatusChart, STATUS_CHART_TITLE } from './money-charts';

const BUDGET_CHART_TITLE = 'Is each component within budget?';

// Opened by a click on Total Spent: its table and search load then, not with the tiles.
const PaidExpensesDialog = lazyComponent(() =>
  import('./paid-expenses-dialog').then((module) => module.PaidExpensesDialog),
);

interface MoneySummaryProps {
  /** The project's figures (GET /api/expenses/summary): everything the tiles show. */
  summary: ProjectExpenseSummary | undefined;
  summaryError: unknown;
  onRetrySummary: () => void;
  components: BuildComponent[];
  /** While the components load, the charts' place is kept (the table below must not move). */
  componentsPending: boolean;
  /** Each component's figures (GET /api/expenses/summaries), for the charts. */
  summaries: ExpenseSummaries | undefined;
  accounts: CreditAccountOption[];
}

/**
 * The /expenses tiles, charts and paid-expenses dialog, from the server's summaries: no
 * expense is downloaded for them. Memoised, so a search keystroke or an unsaved cell edit
 * never re-renders the charts.
 */
export const MoneySummary = memo(function MoneySummary({
  summary,
  summaryError,
  onRetrySummary,
  components,
  componentsPending,
  summaries,
  accounts,
}: MoneySummaryProps) {
  const [paidOpen, setPaidOpen] = useState(false);
  const chartRows = useMemo(
    () => components.map((component) => budgetChartRow(component, summaries?.[component.id])),
    [components, summaries],
  );
  const statusRows = useMemo(
    () =>
      components.map((component) => ({
        status: component.status,
        committed: summaries?.[component.id]?.committed_total ?? 0,
      })),
    [components, summaries],
  );
  const loading = !summary;

  if (summaryError && !summary) {
    return (
      <ErrorState
        message={errorMessage(summaryError, 'Failed to load the expense summary.')}
        onRetry={onRetrySummary}
      />
    );
  }

  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="expense-tiles">
        <StatTile
          label="Total Components"
          icon={Layers}
          loading={loading}
          value={summary?.component_count}
        />
        <StatTile
          label="Total Expenses"
          icon={Receipt}
          loading={loading}
          value={formatCurrency(summary?.total ?? 0)}
          hint={
            summary ? (
              `${summary.count} ${summary.count === 1 ? 'expense' : 'expenses'} · ${formatCurrency(summary.vat_total)} VAT`
            ) : (
              // The line's place while loading (two lines on a phone), so nothing moves after.
              <span className="block h-8 w-32 animate-pulse rounded-md bg-muted sm:h-4" />
            )
          }
        />
        <StatTile
          label="Total Budget"
          icon={Wallet}
          loading={loading}
          value={formatCurrency(summary?.budget_total ?? 0)}
        />
        <StatTile
          label="Total Spent"
          icon={PoundSterling}
          loading={loading}
          value={formatCurrency(summary?.amount_paid ?? 0)}
          hint="Select to see paid expenses"
          onClick={() => setPaidOpen(true)}
        />
      </div>

      {/* Charts of a project without expenses would be two more empty states above the
          list's own 'No expenses yet' (issue 28): they appear with the first expense. While
          the figures load their place is kept, so the list does not move down (issue 30). */}
      {(componentsPending ||
        (components.length > 0 && (summary === undefined || summary.count > 0))) && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {summaries && !componentsPending ? (
            <>
              <BudgetChart title={BUDGET_CHART_TITLE} rows={chartRows} />
              <SpendByStatusChart components={statusRows} />
            </>
          ) : (
            <>
              <ChartSkeleton
                title={BUDGET_CHART_TITLE}
                rows={summary?.component_count ?? (components.length || 6)}
              />
              <ChartSkeleton title={STATUS_CHART_TITLE} rows={3} />
            </>
          )}
        </div>
      )}

      {paidOpen && (
        <Suspense fallback={null}>
          <PaidExpensesDialog
            open
            onOpenChange={setPaidOpen}
            components={components}
            accounts={accounts}
          />
        </Suspense>
      )}
    </>
  );
});
