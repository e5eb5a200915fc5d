import { utilizationLevel } from '@hrt/shared/domain/credit';
import { formatCurrency } from '@hrt/shared/format';
import type { CreditSummary } from '@hrt/shared/schemas/credit';
import { Banknote, CalendarClock, CreditCard, Gauge, Wallet } from 'lucide-react';
import { StatTile } from '@/components/ui/stat-tile';
import { cn } from '@/lib/cn';
import { formatPercent } from './utilization-ring';

const toneText = {
  success: 'text-success',
  warning: 'text-warning',
  destructive: 'text-destructive',
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Under the monthly total: how many accounts it adds up, and the loans' repayments it leaves
 * out, so nothing paid each month is hidden and no one adds a loan to the total twice.
 */
function MonthlyPaymentsHint({ summary }: { summary: CreditSummary }) {
  const counted = plural(summary.active_accounts_count, 'active account');
  if (!summary.active_loans_count) return counted;
  return (
    <>
      {counted}
      <br />
      Loans: {formatCurrency(summary.total_loan_monthly_payments)} a month, not included
    </>
  );
}

/**
 * The five tiles: overall utilization, available credit, total credit limit (with the account
 * count), cash available, and monthly payments (with the active account count, and the loans'
 * repayments beside it). Credit totals count credit cards and lines of credit only.
 */
export function SummaryTiles({ summary }: { summary: CreditSummary | undefined }) {
  const level = summary ? utilizationLevel(summary.overall_utilization_percentage) : null;
  return (
    <section aria-label="Summary" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <StatTile
        label="Overall Utilization"
        icon={Gauge}
        loading={!summary}
        value={summary ? formatPercent(summary.overall_utilization_percentage) : ''}
        hint={
          level && <span className={cn('font-medium', toneText[level.tone])}>{level.label}</span>
        }
      />
      <StatTile
        label="Available Credit"
        icon={Wallet}
        loading={!summary}
        value={summary ? formatCurrency(summary.total_available_credit) : ''}
        hint="Cards and lines of credit"
      />
      <StatTile
        label="Total Credit Limit"
        icon={CreditCard}
        loading={!summary}
        value={summary ? formatCurrency(summary.total_credit_limit) : ''}
        hint={summary && plural(summary.accounts_count, 'account')}
      />
      <StatTile
        label="Cash Available"
        icon={Banknote}
        loading={!summary}
        value={summary ? formatCurrency(summary.total_cash_available) : ''}
      />
      <StatTile
        label="Monthly Payments"
        icon={CalendarClock}
        loading={!summary}
        value={summary ? formatCurrency(summary.total_monthly_payments) : ''}
        hint={summary && <MonthlyPaymentsHint summary={summary} />}
      />
    </section>
  );
}
