import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { Receipt } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { WorkSection } from './work-section';

/** Total, paid and due side by side: three figures that fit a phone's width on one line. */
function Figures({
  figures,
  large = false,
}: {
  figures: { label: string; value: number }[];
  large?: boolean;
}) {
  return (
    <dl className="grid grid-cols-3 gap-2">
      {figures.map((figure) => (
        <div key={figure.label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd
            className={
              large
                ? 'text-base font-semibold tabular [overflow-wrap:anywhere] sm:text-2xl'
                : 'text-sm font-semibold tabular [overflow-wrap:anywhere]'
            }
          >
            {formatCurrency(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What an expense is, in the words it was recorded with. */
function expenseTitle(expense: Expense): string {
  return expense.product || expense.description || expense.supplier || 'Expense';
}

function ExpenseCard({ expense, componentName }: { expense: Expense; componentName?: string }) {
  const title = expenseTitle(expense);
  const invoice = [
    expense.invoice_number && `Invoice ${expense.invoice_number}`,
    expense.invoice_date && formatDate(expense.invoice_date),
    componentName,
  ].filter(Boolean);
  return (
    <li>
      <article aria-label={title} className="grid gap-3 rounded-lg border p-3">
        <div className="min-w-0">
          <h3 className="font-medium [overflow-wrap:anywhere]">{title}</h3>
          {invoice.length > 0 && (
            <p className="text-xs text-muted-foreground">{invoice.join(' · ')}</p>
          )}
        </div>
        <Figures
          figures={[
            { label: 'Total', value: expense.total_cost },
            { label: 'Paid', value: expense.amount_paid },
            { label: 'Due', value: expense.amount_due },
          ]}
        />
        {expense.payments.length > 0 && (
          <div className="grid gap-1 border-t pt-2">
            <h4 className="text-xs font-medium text-muted-foreground">Payments to you</h4>
            <ul className="grid gap-1 text-sm">
              {expense.payments.map((payment) => (
                <li key={payment.id} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate">
                    {payment.date ? formatDate(payment.date) : 'No date'}
                    {payment.note && (
                      <span className="text-muted-foreground"> · {payment.note}</span>
                    )}
                  </span>
                  <span className="font-medium tabular">{formatCurrency(payment.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </article>
    </li>
  );
}

/** The quoted, paid and due totals of the trade's expenses, under the page's heading. */
export function WorkTotals({ totals }: { totals: ContactWork['totals'] }) {
  return (
    <Card className="p-4" role="group" aria-label="Your totals">
      <Figures
        large
        figures={[
          { label: 'Quoted', value: totals.quoted },
          { label: 'Paid', value: totals.paid },
          { label: 'Due', value: totals.due },
        ]}
      />
    </Card>
  );
}

/** The trade's expenses: what it quoted or invoiced, what it was paid and what is still due. */
export function WorkExpenses({
  expenses,
  componentNames,
}: {
  expenses: readonly Expense[];
  componentNames: ReadonlyMap<string, string>;
}) {
  return (
    <WorkSection title="Expenses" description="Your quotes and invoices, and the payments to you.">
      {expenses.length === 0 ? (
        <EmptyState
          quiet
          icon={Receipt}
          title="No expenses yet"
          description="Your quotes and invoices will appear here once recorded."
        />
      ) : (
        <ul className="grid gap-3">
          {expenses.map((expense) => (
            <ExpenseCard
              key={expense.id}
              expense={expense}
              componentName={componentNames.get(expense.component_id)}
            />
          ))}
        </ul>
      )}
    </WorkSection>
  );
}
