import { expensesContract } from '@hrt/shared/contracts/expenses';
import { callEndpoint } from '@/lib/call-endpoint';

/** The expense as stored now: read when a save was refused as stale, never cached. */
export function fetchExpense(id: string) {
  return callEndpoint(expensesContract.get, { params: { id } });
}
