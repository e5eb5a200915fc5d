import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { EarlierExpense } from '@hrt/shared/schemas/extraction';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';

const reasonText = {
  same_document: 'saved from this same document',
  same_invoice_number: 'saved with the same invoice number from this supplier',
} as const;

/**
 * The document may have been imported already: the expenses saved from it before, each with a
 * link to where it is listed. Adding is still allowed; the household decides.
 */
export function EarlierExpensesWarning(props: {
  earlier: EarlierExpense[];
  /** Where an expense's component lists it; undefined when that component is not known here. */
  hrefOf: (expense: EarlierExpense) => string | undefined;
}) {
  const { earlier } = props;
  if (earlier.length === 0) return null;
  const sameDocument = earlier.some((expense) => expense.reason === 'same_document');
  return (
    <Alert
      kind="warning"
      title={
        sameDocument ? 'This document was imported before' : 'This invoice may be imported already'
      }
    >
      <p>
        {earlier.length === 1 ? 'An expense was' : `${earlier.length} expenses were`}{' '}
        {reasonText[sameDocument ? 'same_document' : 'same_invoice_number']}. Check them before
        adding these rows; you can still add them.
      </p>
      <ul className="mt-2 grid gap-1">
        {earlier.map((expense) => (
          <EarlierExpenseItem key={expense.id} expense={expense} href={props.hrefOf(expense)} />
        ))}
      </ul>
    </Alert>
  );
}

function EarlierExpenseItem({ expense, href }: { expense: EarlierExpense; href?: string }) {
  const name = expense.description || expense.supplier || 'Expense';
  const date = expense.invoice_date ? formatDate(expense.invoice_date) : 'no date';
  const details = `${date}, ${formatCurrency(expense.total_cost)}${expense.invoice_number ? `, invoice ${expense.invoice_number}` : ''}`;
  return (
    <li>
      {href ? (
        <Link to={href} className="font-medium underline underline-offset-2">
          {name}
        </Link>
      ) : (
        <span className="font-medium">{name}</span>
      )}{' '}
      <span className="tabular-nums">({details})</span>
    </li>
  );
}
