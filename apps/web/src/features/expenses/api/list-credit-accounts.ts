import { type CreditAccount, creditAccountSchema } from '@hrt/shared/schemas/credit';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSeesPersonalFinances } from '@/lib/auth/session-context';
import { queryKeys } from '@/lib/query-keys';

/** What the paid-by selector reads of an account. */
export type CreditAccountOption = Pick<
  CreditAccount,
  'id' | 'account_name' | 'provider' | 'is_active'
>;

const accountListSchema = creditAccountSchema.array();

/**
 * The accounts for the paid-by selector. Accounts are personal finances: a role that may not
 * read them gets 403, and the selector is empty for it. The credit feature owns the endpoint;
 * until its contract exists the answer is parsed here with its shared schema.
 */
export function useCreditAccounts() {
  // Asking without the right would answer 403 (and cost a token refresh) on every load.
  const allowed = useSeesPersonalFinances();
  return useQuery({
    queryKey: queryKeys.creditAccounts,
    enabled: allowed,
    queryFn: async (): Promise<CreditAccountOption[]> => {
      try {
        return accountListSchema.parse(await api.get<unknown>('/api/credit-accounts'));
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });
}
