import { budgetBarTone, budgetPercent, budgetStatus } from '@hrt/shared/domain/status';
import { formatCurrency } from '@hrt/shared/format';
import { cn } from '@/lib/cn';

const barColours = {
  success: 'bg-success',
  warning: 'bg-warning',
  destructive: 'bg-destructive',
};
const labelColours = {
  'No Budget Set': 'text-muted-foreground',
  'Under Budget': 'text-success',
  'Near Budget': 'text-warning',
  'Over Budget': 'text-destructive',
};

/**
 * Committed spend against the budget: its label ('Under Budget', 'Near Budget', ...;
 * docs/domain.md#budget-status) and a bar coloured by budgetBarTone.
 */
export function BudgetMeter({ spent, budget }: { spent: number; budget: number }) {
  const status = budgetStatus(spent, budget);
  const percent = budgetPercent(spent, budget);
  const tone = budgetBarTone(percent);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className={cn('font-medium', labelColours[status])}>{status}</span>
        <span className="text-muted-foreground tabular">
          {formatCurrency(spent)}
          {budget > 0 && ` of ${formatCurrency(budget)}`}
        </span>
      </div>
      {budget > 0 && (
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          // The label and figures above say it in words; the bar is for the eye.
          aria-hidden="true"
        >
          <div
            className={cn('h-full rounded-full', barColours[tone])}
            style={{ width: `${Math.min(percent, 100)}%` }}
          />
        </div>
      )}
    </div>
  );
}
