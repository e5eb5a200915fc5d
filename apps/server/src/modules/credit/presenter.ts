import {
  type CreditAccountType,
  summarizeCreditAccounts,
  utilizationPercentage,
} from '@hrt/shared/domain/credit';
import type { CreditAccount, CreditSummary } from '@hrt/shared/schemas/credit';
import type { CreditAccountRow } from './repository.ts';

export function toCreditAccount(row: CreditAccountRow): CreditAccount {
  return {
    id: row.id,
    account_name: row.accountName,
    account_type: row.accountType as CreditAccountType,
    provider: row.provider,
    owner: row.owner,
    current_balance: row.currentBalance,
    balance_set: row.balanceSet,
    balance_set_at: row.balanceSetAt.toISOString(),
    payments_since: row.paymentsSince,
    credit_limit: row.creditLimit,
    monthly_payment: row.monthlyPayment,
    payment_due_date: row.paymentDueDate,
    interest_rate: row.interestRate,
    is_active: row.isActive,
    utilization_percentage: utilizationPercentage(row.currentBalance, row.creditLimit),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
  };
}

export function toCreditSummary(rows: CreditAccountRow[]): CreditSummary {
  return summarizeCreditAccounts(rows.map(toCreditAccount));
}
