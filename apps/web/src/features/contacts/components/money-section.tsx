import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import { StatTile } from '@/components/ui/stat-tile';
import { SectionCard } from './section-card';

/** What the contact quoted, was paid and is still due, and the expenses those add up. */
export function MoneySection({ work }: { work: Pick<ContactWork, 'expenses' | 'totals'> }) {
  return (
    <SectionCard title="Money">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatTile label="Quoted" value={formatCurrency(work.totals.quoted)} />
        <StatTile label="Paid" value={formatCurrency(work.totals.paid)} />
        <StatTile label="Due" value={formatCurrency(work.totals.due)} />
      </div>
      {work.expenses.length === 0 ? (
        <p className="text-sm text-muted-foreground">No expenses paid to this contact.</p>
      ) : (
        <ul className="divide-y" aria-label="Expenses">
          {work.expenses.map((expense) => (
            <li key={expense.id} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium break-words">
                  {expense.description || expense.product || expense.supplier || 'Expense'}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {expense.invoice_date ? formatDate(expense.invoice_date) : 'No invoice date'}
                  {expense.committed ? '' : ' · speculative'}
                </span>
              </span>
              <span className="shrink-0 text-right tabular">
                <span className="block font-medium">{formatCurrency(expense.total_cost)}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatCurrency(expense.amount_paid)} paid
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
