import { type AddVat, addVatLabels } from '@hrt/shared/domain/money';
import { formatCurrency, formatPlainAmount } from '@hrt/shared/format';
import { canSeePersonalFinances } from '@hrt/shared/policies';
import type { ExpensePayment } from '@hrt/shared/schemas/expense-payments';
import type { Expense } from '@hrt/shared/schemas/expenses';
import type { Principal } from '../../http/access.ts';
import { listComponents } from '../build-components/service.ts';
import { findCreditAccountNames } from '../credit/service.ts';
import { listExpensePage } from './expense-receipts.ts';
import { toExpense } from './presenter.ts';
import type { PageKey } from './repository.ts';
import type { ExpenseDeps } from './service.ts';

const BATCH = 1000;
const BOM = '\uFEFF';
const CRLF = '\r\n';

/** UK dates in the household's time zone, as DD/MM/YYYY. */
const ukDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A calendar date (YYYY-MM-DD) the UK way, DD/MM/YYYY; empty when there is none. */
function ukCalendarDate(date: string | null): string {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** The table's '+ VAT' would look like a formula to a spreadsheet: spelled out here instead. */
const csvVatLabels: Record<AddVat, string> = {
  ...addVatLabels,
  PLUS_VAT: 'Plus VAT',
};

type Cell = { text: string } | { amount: number } | { quantity: number };

const columns: { header: string; cell: (e: Expense, names: Names) => Cell }[] = [
  // The invoice's date, or empty: never the day the row was typed (see 'Added').
  { header: 'Date', cell: (e) => ({ text: ukCalendarDate(e.invoice_date) }) },
  // Beside the date: together they name the invoice an expense came from.
  { header: 'Invoice number', cell: (e) => ({ text: e.invoice_number }) },
  { header: 'Component', cell: (e, n) => ({ text: n.components.get(e.component_id) ?? '' }) },
  { header: 'Description', cell: (e) => ({ text: e.description }) },
  { header: 'Supplier', cell: (e) => ({ text: e.supplier }) },
  { header: 'Product', cell: (e) => ({ text: e.product }) },
  { header: 'Quantity', cell: (e) => ({ quantity: e.quantity }) },
  { header: 'RRP (£)', cell: (e) => ({ amount: e.rrp }) },
  { header: 'Trade discount (£)', cell: (e) => ({ amount: e.trade_discount }) },
  { header: 'Discount (£)', cell: (e) => ({ amount: e.discount }) },
  { header: 'VAT', cell: (e) => ({ text: csvVatLabels[e.add_vat] }) },
  // The rate applies to + VAT and Inc VAT only: empty for No VAT.
  {
    header: 'VAT rate (%)',
    cell: (e) => (e.add_vat === 'NO_VAT' ? { text: '' } : { quantity: e.vat_rate }),
  },
  { header: 'VAT (£)', cell: (e) => ({ amount: e.vat_amount }) },
  { header: 'Total cost (£)', cell: (e) => ({ amount: e.total_cost }) },
  { header: 'Amount paid (£)', cell: (e) => ({ amount: e.amount_paid }) },
  { header: 'Amount due (£)', cell: (e) => ({ amount: e.amount_due }) },
  { header: 'Paid by', cell: (e, n) => ({ text: paidByText(e, n) }) },
  { header: 'Payments', cell: (e, n) => ({ text: paymentsText(e.payments, n) }) },
  { header: 'Committed', cell: (e) => ({ text: e.committed ? 'Yes' : 'No' }) },
  { header: 'Link', cell: (e) => ({ text: e.link }) },
  { header: 'Receipt', cell: (e) => ({ text: e.receipt ? e.receipt.file_name : '' }) },
  { header: 'Added', cell: (e) => ({ text: ukDate.format(new Date(e.created_at)) }) },
];

interface Names {
  components: Map<string, string>;
  /** Null for a role that may not see personal finances: no account is read or named. */
  accounts: Map<string, string> | null;
}

/**
 * As the table shows it: blank when nothing is paid, else the account's name, 'Several' when
 * the payments came from more than one, or 'Not specified'. A role without finance rights gets
 * 'Not specified' for every paid row, so the file tells it nothing about accounts (decision
 * 019), not even which rows name one.
 */
function paidByText(expense: Expense, names: Names): string {
  const accountIds = new Set(expense.payments.flatMap((p) => p.paid_by_account_id ?? []));
  if (expense.amount_paid <= 0 && !accountIds.size) return '';
  if (accountIds.size > 1 && names.accounts) return 'Several';
  const [accountId] = accountIds;
  return (accountId && names.accounts?.get(accountId)) || 'Not specified';
}

/**
 * The payments in one cell, by date (undated last): '£500.00 on 01/11/2026, Deposit, Barclaycard; £200.00'.
 * The account only for a role that may see it.
 */
function paymentsText(payments: ExpensePayment[], names: Names): string {
  return payments
    .map((payment) => {
      const date = ukCalendarDate(payment.date);
      const account = payment.paid_by_account_id && names.accounts?.get(payment.paid_by_account_id);
      const details = [payment.note, account].filter(Boolean).join(', ');
      return `${formatCurrency(payment.amount)}${date ? ` on ${date}` : ''}${details ? `, ${details}` : ''}`;
    })
    .join('; ');
}

/**
 * The expenses (of one component, or all) as CSV for a spreadsheet: UTF-8 with a BOM so Excel
 * reads the £ sign, CRLF line ends, en-GB numbers without thousands separators, and text cells
 * defused against formula injection. Read in batches of 1000 rows, never one query per row.
 */
export async function exportExpensesCsv(
  deps: Pick<ExpenseDeps, 'database'>,
  principal: Principal,
  query: { component_id?: string | undefined },
): Promise<string> {
  const { db } = deps.database;
  const componentId = query.component_id;
  const components = new Map((await listComponents(deps, principal)).map((c) => [c.id, c.name]));
  const seesAccounts = canSeePersonalFinances(principal.role);
  const lines = [columns.map((column) => quoteCell(column.header)).join(',')];
  let after: PageKey | undefined;
  for (;;) {
    const rows = await listExpensePage(db, { componentId, limit: BATCH, after });
    const accountIds = [
      ...new Set(rows.flatMap((row) => row.payments.flatMap((p) => p.paidByAccountId ?? []))),
    ];
    const accounts = seesAccounts ? await findCreditAccountNames(deps, accountIds) : null;
    const names: Names = { components, accounts };
    for (const row of rows) {
      const expense = toExpense(row, principal.role);
      lines.push(columns.map((column) => renderCell(column.cell(expense, names))).join(','));
    }
    const last = rows.at(-1);
    if (rows.length < BATCH || !last) break;
    after = { createdMicros: last.createdMicros, id: last.expense.id };
  }
  return BOM + lines.join(CRLF) + CRLF;
}

function renderCell(cell: Cell): string {
  if ('amount' in cell) return formatPlainAmount(cell.amount);
  if ('quantity' in cell) return String(cell.quantity);
  return quoteCell(defuseFormula(cell.text));
}

/**
 * A text cell that starts like a formula (= + - @, or a tab or carriage return that some
 * spreadsheets skip) is prefixed with a single quote so it is shown, never evaluated.
 * Numbers are written by us and are left as numbers (a negative amount due stays -5.00).
 */
export function defuseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting: only when needed, with inner quotes doubled. */
export function quoteCell(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
