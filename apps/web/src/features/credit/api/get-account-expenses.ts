import { expensePageSchema } from '@hrt/shared/schemas/expenses';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { creditKeys } from './credit-keys';

/**
 * The expenses paid from an account, through the expense list. That endpoint belongs to the
 * expenses contract; until it is in packages/shared/src/contracts, the answer is parsed here
 * with the shared schema the server answers with, and refused as callEndpoint refuses it.
 */
export async function fetchAccountExpenses(accountId: string) {
  const query = new URLSearchParams({ paid_by_account_id: accountId, limit: '1000' });
  const parsed = expensePageSchema.safeParse(await api.get<unknown>(`/api/expenses?${query}`));
  if (!parsed.success) {
    throw new ApiError('Invalid response format from server', 200, 'server_error', false);
  }
  return parsed.data;
}

/** Loaded when the account's list is opened. */
export function useAccountExpenses(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.expenses(accountId),
    enabled,
    queryFn: () => fetchAccountExpenses(accountId),
  });
}
