import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { ExpenseSummaries, ProjectExpenseSummary } from '@hrt/shared/schemas/expense-list';
import { memo, Suspense, useMemo, useState } from 'react';
import { ErrorState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { lazyComponent } from '@/lib/lazy-component';
import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';
import { budgetChartRow } from '../lib/component-money';
import { budgetSkeleton, MoneyChartCards, statusSkeleton } from './chart-card';
import { BudgetChartBody, StatusChartBody } from './money-charts';
import { MoneyTiles } from './money-tiles';

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

  // The cards stay as they are when the figures come: only their plots change.
  const ready = summaries !== undefined && !componentsPending;

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
      <MoneyTiles summary={summary} onShowPaid={() => setPaidOpen(true)} />

      {/* Charts of a project without expenses would be two more empty states above the
          list's own 'No expenses yet' (decision 037): they appear with the first expense. While
          the figures load their place is kept, so the list does not move down. */}
      {(componentsPending ||
        (components.length > 0 && (summary === undefined || summary.count > 0))) && (
        <MoneyChartCards
          budget={
            ready ? (
              <BudgetChartBody rows={chartRows} />
            ) : (
              budgetSkeleton(summary?.component_count ?? (components.length || 6))
            )
          }
          status={ready ? <StatusChartBody components={statusRows} /> : statusSkeleton(3)}
        />
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
