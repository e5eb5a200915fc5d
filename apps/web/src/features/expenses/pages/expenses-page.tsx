import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import { FileScan } from 'lucide-react';
import { Suspense, useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { pageHeadings } from '@/config/page-headings';
import { paths } from '@/config/paths';
import { useCanEditComponentType } from '@/lib/auth/session-context';
import { lazyComponent } from '@/lib/lazy-component';
import { useComponents } from '@/lib/shared-queries/build-components';
import { type CreditAccountOption, useCreditAccounts } from '@/lib/shared-queries/credit-accounts';
import { useExpenseSummaries } from '@/lib/shared-queries/expense-summaries';
import { useProjectExpenseSummary } from '../api/get-project-summary';
import { WorkspaceSkeleton } from '../components/expenses-page-skeleton';
import { MoneySummary } from '../components/money-summary';

const ExpensesWorkspace = lazyComponent(() =>
  import('../components/expenses-workspace').then((module) => module.ExpensesWorkspace),
);

// Stable empty lists while loading, so the memoised parts below do not re-render for nothing.
const noComponents: BuildComponent[] = [];
const noAccounts: CreditAccountOption[] = [];

/**
 * All Expenses. The tiles read one small project summary and the charts the per-component
 * summaries, so they show at once whatever the number of expenses; the tables below load
 * their rows page by page as they scroll, and their code after the tiles.
 */
export function ExpensesPage() {
  const components = useComponents();
  const summary = useProjectExpenseSummary();
  const summaries = useExpenseSummaries();
  const accounts = useCreditAccounts();
  const canEditType = useCanEditComponentType();
  const componentList = components.data ?? noComponents;
  const accountList = accounts.data ?? noAccounts;
  const canExtract = useMemo(
    () => componentList.some((component) => canEditType(component.type)),
    [componentList, canEditType],
  );
  // Until the components arrive, a role that may edit some type keeps the button's place, so
  // the tiles below do not jump down when it appears (no layout shift on a phone).
  const mayExtract = (['room', 'design', 'service'] as const).some(canEditType);
  const { refetch: refetchComponents } = components;
  const retry = useCallback(() => void refetchComponents(), [refetchComponents]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeading {...pageHeadings.expenses} />
        {canExtract && (
          <Button asChild variant="outline">
            <Link to={paths.extractExpenses.href()}>
              <FileScan aria-hidden="true" /> Extract from Document
            </Link>
          </Button>
        )}
        {!canExtract && components.isPending && mayExtract && (
          <Skeleton className="h-10 w-52" aria-hidden="true" />
        )}
      </div>

      <MoneySummary
        summary={summary.data}
        summaryError={summary.error}
        onRetrySummary={() => void summary.refetch()}
        components={componentList}
        componentsPending={components.isPending}
        summaries={summaries.data}
        accounts={accountList}
      />

      <Suspense fallback={<WorkspaceSkeleton />}>
        <ExpensesWorkspace
          components={componentList}
          componentsPending={components.isPending}
          componentsError={components.error}
          onRetry={retry}
          accounts={accountList}
        />
      </Suspense>
    </div>
  );
}
