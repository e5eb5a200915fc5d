import type {
  CreditAccount,
  CreditAccountFieldsInput,
  CreditSummary,
  UpdateCreditAccountInput,
} from '@hrt/shared/schemas/credit';
import type { ExpensePage } from '@hrt/shared/schemas/expenses';
import type { Household, UpdateHouseholdInput } from '@hrt/shared/schemas/settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useCreditAccountList() {
  return useQuery({
    queryKey: queryKeys.creditAccountList,
    queryFn: () => api.get<CreditAccount[]>('/api/credit-accounts'),
  });
}

export function useCreditSummary() {
  return useQuery({
    queryKey: queryKeys.creditSummary,
    queryFn: () => api.get<CreditSummary>('/api/credit-accounts/summary'),
  });
}

export function useHousehold() {
  return useQuery({
    queryKey: queryKeys.household,
    queryFn: () => api.get<Household>('/api/settings/household'),
  });
}

/** The expenses paid from an account, loaded when its list is opened. */
export function useAccountExpenses(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.creditAccountExpenses(accountId),
    enabled,
    queryFn: () => api.get<ExpensePage>(`/api/expenses?paid_by_account_id=${accountId}&limit=1000`),
  });
}

/** After a change: accounts, summary and the accounts' expense lists read the server again. */
export function useRefreshCredit() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.creditAccounts }),
    [queryClient],
  );
}

export function createAccount(fields: CreditAccountFieldsInput) {
  return api.post<CreditAccount>('/api/credit-accounts', { ...fields });
}

export function updateAccount(id: string, fields: UpdateCreditAccountInput) {
  return api.put<CreditAccount>(`/api/credit-accounts/${id}`, { ...fields });
}

export function deleteAccount(id: string) {
  return api.delete<void>(`/api/credit-accounts/${id}`);
}

export function saveHousehold(input: UpdateHouseholdInput) {
  return api.put<Household>('/api/settings/household', { ...input });
}
