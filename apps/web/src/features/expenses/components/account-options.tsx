import type { CreditAccountOption } from '@/lib/shared-queries/credit-accounts';

/** The options of a paid-by select: 'Not specified' (''), then every account by name. */
export function AccountOptions({ accounts }: { accounts: CreditAccountOption[] }) {
  return (
    <>
      <option value="">Not specified</option>
      {accounts.map((account) => (
        <option key={account.id} value={account.id}>
          {account.account_name}
        </option>
      ))}
    </>
  );
}
