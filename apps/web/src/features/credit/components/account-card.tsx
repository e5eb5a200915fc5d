import { creditAccountTypeLabels } from '@hrt/shared/domain/credit';
import { formatCurrency } from '@hrt/shared/format';
import type { CreditAccount } from '@hrt/shared/schemas/credit';
import { ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { balanceExplanation } from '../lib/balance-explanation';
import { AccountExpenses } from './account-expenses';
import { UtilizationRing } from './utilization-ring';

/** 1 -> 1st, 22 -> 22nd, 13 -> 13th. */
function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/**
 * One account: the utilization ring, balance, limit, payment, an Inactive badge, what its
 * balance is made of (with a way to set it from a statement), and the expandable list of the
 * expenses paid from it.
 */
export function AccountCard({
  account,
  onEdit,
  onDelete,
  onSetBalance,
}: {
  account: CreditAccount;
  onEdit: () => void;
  onDelete: () => void;
  onSetBalance: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const figures: Array<[string, string]> = [['Balance', formatCurrency(account.current_balance)]];
  if (account.account_type === 'credit_card' || account.account_type === 'line_of_credit') {
    figures.push([
      'Limit',
      account.credit_limit === null ? 'Not set' : formatCurrency(account.credit_limit),
    ]);
  }
  if (account.account_type !== 'cash') {
    figures.push(['Payment', formatCurrency(account.monthly_payment)]);
    figures.push(['Due', `the ${ordinal(account.payment_due_date)}`]);
  }
  if (account.interest_rate !== null) figures.push(['APR', `${account.interest_rate}%`]);

  return (
    <Card
      className={cn('flex flex-col gap-4 p-4', !account.is_active && 'border-dashed')}
      aria-label={account.account_name}
      role="article"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          {/* The page has no section headings: an h2 under its h1 (axe heading-order). */}
          <h2 className="truncate font-semibold">{account.account_name}</h2>
          <p className="truncate text-sm text-muted-foreground">
            {account.provider} · {creditAccountTypeLabels[account.account_type]} · {account.owner}
          </p>
        </div>
        {!account.is_active && <Badge variant="neutral">Inactive</Badge>}
      </div>
      <div className="flex items-center gap-4">
        <UtilizationRing percentage={account.utilization_percentage} />
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {figures.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right tabular font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-md bg-muted px-3 py-2 text-sm">
        <p className="tabular" data-testid="balance-explanation">
          {balanceExplanation(account)}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="bg-card"
          onClick={onSetBalance}
          aria-label={`Set from statement: the balance of ${account.account_name}`}
        >
          Set from statement
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="-ml-2"
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', expanded && 'rotate-180')}
          />
          Paid expenses
        </Button>
        <div className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={onEdit}
            aria-label={`Edit ${account.account_name}`}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete ${account.account_name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {expanded && <AccountExpenses accountId={account.id} listId={listId} />}
    </Card>
  );
}
