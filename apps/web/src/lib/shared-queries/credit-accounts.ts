import { creditContract } from '@hrt/shared/contracts/credit';
import type { CreditAccount } from '@hrt/shared/schemas/credit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSeesPersonalFinances } from '../auth/session-context';
import { callEndpoint } from '../call-endpoint';
import { queryKeys } from '../query-keys';

/**
 * Every credit account: read by the credit page and by the expense screens' paid-by selector,
 * so both share one cache entry and one fetch.
 */
export const creditAccountListQuery = queryOptions({
  queryKey: queryKeys.creditAccountList,
  queryFn: () => callEndpoint(creditContract.list, {}),
});

/**
 * What the paid-by selector reads of an account; the payment form also reads the day its
 * balance was set, to say when a back-dated payment will not move it.
 */
export type CreditAccountOption = Pick<
  CreditAccount,
  'id' | 'account_name' | 'provider' | 'is_active'
> &
  Partial<Pick<CreditAccount, 'balance_set_at'>>;

/** The credit page: only finance roles reach it. */
export function useCreditAccountList() {
  return useQuery(creditAccountListQuery);
}

/**
 * The accounts for the paid-by selector, on screens every role opens. Accounts are personal
 * finances: a role that may not read them is not asked (it would answer 403 and cost a token
 * refresh on every load), and its selector stays empty.
 */
export function useCreditAccounts() {
  const allowed = useSeesPersonalFinances();
  return useQuery({ ...creditAccountListQuery, enabled: allowed, staleTime: 60_000 });
}
