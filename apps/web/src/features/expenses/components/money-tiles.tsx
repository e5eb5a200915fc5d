import { formatCurrency } from '@hrt/shared/format';
import type { ProjectExpenseSummary } from '@hrt/shared/schemas/expense-list';
import { Layers, PoundSterling, Receipt, Wallet } from 'lucide-react';
import { StatTile } from '@/components/ui/stat-tile';

/**
 * The four figures of /expenses, from the project's summary; their places while it loads (also
 * in the page's first view, app/page-fallback.tsx, before the page's code has arrived).
 */
export function MoneyTiles({
  summary,
  onShowPaid,
}: {
  summary: ProjectExpenseSummary | undefined;
  /** Total Spent opens the paid expenses. */
  onShowPaid: () => void;
}) {
  const loading = !summary;
  return (
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
        onClick={onShowPaid}
      />
    </div>
  );
}
