import { creditAccountTypeLabels } from '@hrt/shared/domain/credit';
import { type AddVat, addVatLabels } from '@hrt/shared/domain/money';
import { lastDayOf } from '@hrt/shared/domain/schedule';
import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { HistoryResourceType } from '@hrt/shared/schemas/history';
import { taskStatuses } from '@hrt/shared/schemas/schedule';

/** How a column's stored value reads in words. */
type Format = (value: unknown) => string;

const text: Format = (value) => String(value);
const money: Format = (value) => formatCurrency(Number(value));
const date: Format = (value) => formatDate(String(value));
/** A task's stored end is the day after its last; people read the last day, as the dialog shows. */
const lastDay: Format = (value) => formatDate(lastDayOf({ endAt: String(value) }));
const yesNo: Format = (value) => (value ? 'Yes' : 'No');
const changedOnly: Format = () => 'set';

export interface Field {
  label: string;
  format: Format;
  /** Personal finances: only the roles that see them read the change (who paid with what). */
  personalFinance?: boolean;
}

const field = (label: string, format: Format = text): Field => ({ label, format });

/**
 * The columns each item's history shows, in the labels of its form. A column not listed
 * (computed timestamps, reminder marks, file ids) is left out of the history.
 */
export const historyFields: Record<HistoryResourceType, Record<string, Field>> = {
  expense: {
    component_id: field('Component', changedOnly),
    description: field('Description'),
    supplier: field('Supplier'),
    contact_id: field('Contact', changedOnly),
    product: field('Product'),
    quantity: field('Quantity'),
    rrp: field('RRP', money),
    trade_discount: field('Trade discount', money),
    discount: field('Discount', money),
    add_vat: field('VAT', (value) => addVatLabels[value as AddVat] ?? String(value)),
    vat_rate: field('VAT rate', (value) => `${Number(value)}%`),
    vat_amount: field('VAT amount', money),
    invoice_date: field('Invoice date', date),
    invoice_number: field('Invoice number'),
    amount_paid: field('Amount paid', money),
    paid_by_account_id: { ...field('Paid by', changedOnly), personalFinance: true },
    link: field('Link'),
    receipt_file_id: field('Receipt', changedOnly),
    committed: field('Status', (value) => (value ? 'Committed' : 'Speculative')),
    total_cost: field('Total cost', money),
    amount_due: field('Amount due', money),
  },
  component: {
    name: field('Name'),
    status: field('Status'),
    budget: field('Budget', money),
    description: field('Description'),
    parent_id: field('Room', changedOnly),
    contact_id: field('Contact', changedOnly),
  },
  task: {
    name: field('Name'),
    start_at: field('Start', date),
    end_at: field('End date', lastDay),
    status_id: field(
      'Status',
      (value) => taskStatuses.find((status) => status.id === Number(value))?.name ?? String(value),
    ),
    component_id: field('Group', changedOnly),
    owner_name: field('Owner'),
    supplier: field('Supplier'),
    contact_id: field('Contact', changedOnly),
  },
  insurance: {
    insurance_type: field('Insurance type'),
    provider: field('Provider'),
    policy_number: field('Policy number'),
    start_date: field('Start date', date),
    end_date: field('End date', date),
    coverage_amount: field('Coverage amount', money),
    description: field('Description'),
    contractor_name: field('Contractor'),
    contact_id: field('Contact', changedOnly),
  },
  contact: {
    name: field('Name'),
    company: field('Company'),
    trade: field('Trade'),
    email: field('E-mail'),
    phone: field('Phone'),
    notes: field('Notes'),
  },
  credit_account: {
    account_name: field('Account name'),
    account_type: field(
      'Account type',
      (value) =>
        creditAccountTypeLabels[value as keyof typeof creditAccountTypeLabels] ?? String(value),
    ),
    provider: field('Provider'),
    owner: field('Owner'),
    current_balance: field('Current balance', money),
    balance_set: field('Balance set', money),
    payments_since: field('Payments recorded since', money),
    credit_limit: field('Credit limit', money),
    monthly_payment: field('Monthly payment', money),
    payment_due_date: field('Payment due day'),
    interest_rate: field('Interest rate', (value) => `${Number(value)}%`),
    is_active: field('Active', yesNo),
  },
};

/** '10%' of the budget, or '£2,000.00' kept aside, as the budget dialog sets it. */
const contingency: Format = (value) => {
  const { kind, value: figure } = value as { kind: string; value: number };
  return kind === 'percent' ? `${Number(figure)}%` : formatCurrency(Number(figure));
};

/**
 * The project's one-of-a-kind settings the feed tells of, with the words of their dialog. They
 * have no history: there is no item to open one on.
 */
export const settingFields: Readonly<Record<string, Record<string, Field>>> = {
  project_budget: {
    budget: field('Budget', money),
    contingency: field('Contingency', contingency),
  },
};

/**
 * Rows that are personal finances in one state: a personal policy is the household's own, a
 * contractor's is everyone's. The side of a change (before or after) on which the row was in
 * that state is personal finances too, e.g. the provider and number a policy had while personal.
 */
export const personalWhile: Partial<
  Record<HistoryResourceType, { column: string; value: string }>
> = {
  insurance: { column: 'category', value: 'personal' },
};
