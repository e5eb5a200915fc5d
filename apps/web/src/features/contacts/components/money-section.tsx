import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import { SectionCard } from './section-card';

function Total({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 rounded-lg border bg-card px-3 py-2 sm:grid sm:gap-1 sm:p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular sm:text-2xl">{formatCurrency(amount)}</dd>
    </div>
  );
}

/** What the contact quoted, was paid and is still due, and the expenses those add up. */
export function MoneySection({ work }: { work: Pick<ContactWork, 'expenses' | 'totals'> }) {
  return (
    <SectionCard title="Money">
      {/* A row per figure on a phone (three tiles side by side would break a figure in two). */}
      <dl className="grid gap-2 sm:grid-cols-3 sm:gap-3">
        <Total label="Quoted" amount={work.totals.quoted} />
        <Total label="Paid" amount={work.totals.paid} />
        <Total label="Due" amount={work.totals.due} />
      </dl>
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
