import { useQuery } from '@tanstack/react-query';
import { useSeesPersonalFinances } from '@/lib/auth/session-context';
import {
  type CreditAccountOption,
  creditAccountListQuery,
} from '@/lib/shared-queries/credit-accounts';

const noAccounts: CreditAccountOption[] = [];

/**
 * The paid-by accounts as the expense dialog and the phone's cards see them: whether this role
 * sees accounts at all (decision 019), and whether they have loaded. Until they have, an
 * expense's account cannot be named, so a paid-by field waits rather than show 'Not specified'
 * (decision 037). It only watches the cache: the page that lists the expenses asks for the accounts
 * (useCreditAccounts); a read nobody is making counts as ready, as a failed one does.
 */
export function usePaidByAccounts() {
  const show = useSeesPersonalFinances();
  const accounts = useQuery({ ...creditAccountListQuery, enabled: false });
  const loading = accounts.status === 'pending' && accounts.fetchStatus === 'fetching';
  return {
    show,
    ready: !show || !loading,
    accounts: accounts.data ?? noAccounts,
  };
}
