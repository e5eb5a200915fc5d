import { useSeesPersonalFinances } from '@/lib/auth/session-context';
import { type CreditAccountOption, useCreditAccounts } from '@/lib/shared-queries/credit-accounts';

const noAccounts: CreditAccountOption[] = [];

/**
 * The paid-by accounts of the expense dialog and the phone's cards: whether this role sees
 * them at all (decision 019), and whether they have loaded. Until they have, an expense's
 * account cannot be named, so a paid-by field waits rather than show 'Not specified' (issue 28).
 */
export function usePaidByAccounts() {
  const show = useSeesPersonalFinances();
  const accounts = useCreditAccounts();
  return {
    show,
    // A failed read counts as ready: the selector then offers 'Not specified' and saves.
    ready: !show || !accounts.isPending,
    accounts: accounts.data ?? noAccounts,
  };
}
