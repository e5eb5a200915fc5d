import { creditAccountTypes, creditAccountTypeTabs } from '@hrt/shared/domain/credit';
import type { CreditAccount } from '@hrt/shared/schemas/credit';
import { CreditCard, Plus } from 'lucide-react';
import { type CountedTab, CountedTabs } from '@/components/counted-tabs';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { AccountCard } from './account-card';

interface AccountTab {
  value: string;
  label: string;
  matches: (account: CreditAccount) => boolean;
}

/** All; one per owner option; then one per type, in creditAccountTypes' order. */
function accountTabs(ownerOptions: string[]): AccountTab[] {
  return [
    { value: 'all', label: 'All', matches: () => true },
    ...ownerOptions.map((owner) => ({
      value: `owner:${owner}`,
      label: owner,
      matches: (account: CreditAccount) => account.owner === owner,
    })),
    ...creditAccountTypes.map((type) => ({
      value: `type:${type}`,
      label: creditAccountTypeTabs[type],
      matches: (account: CreditAccount) => account.account_type === type,
    })),
  ];
}

/** The accounts by owner and by type, each tab with its count. */
export function AccountTabs({
  accounts,
  pending,
  ownerOptions,
  tab,
  onTabChange,
  canAdd,
  onAdd,
  onEdit,
  onDelete,
  onSetBalance,
}: {
  accounts: CreditAccount[];
  pending: boolean;
  ownerOptions: string[];
  tab: string;
  onTabChange: (tab: string) => void;
  /** Adding needs the owner options, so it waits for the household. */
  canAdd: boolean;
  onAdd: () => void;
  onEdit: (account: CreditAccount) => void;
  onDelete: (account: CreditAccount) => void;
  /** 'Set from statement' on a card. */
  onSetBalance: (account: CreditAccount) => void;
}) {
  const tabs = accountTabs(ownerOptions).map((item): CountedTab => {
    const shown = accounts.filter(item.matches);
    return {
      value: item.value,
      label: item.label,
      count: shown.length,
      empty: (
        <EmptyState
          icon={CreditCard}
          title={item.value === 'all' ? 'No accounts yet' : 'No accounts here'}
          description="Add the cards, credit lines, loans and cash pots that pay for the work."
          action={
            <Button size="sm" onClick={onAdd} disabled={!canAdd}>
              <Plus aria-hidden="true" />
              Add Account
            </Button>
          }
        />
      ),
      content: (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              onEdit={() => onEdit(account)}
              onDelete={() => onDelete(account)}
              onSetBalance={() => onSetBalance(account)}
            />
          ))}
        </div>
      ),
    };
  });
  return (
    <CountedTabs
      label="Accounts by owner and type"
      value={tab}
      onValueChange={onTabChange}
      tabs={tabs}
      pending={pending}
      loading={{
        label: 'Loading accounts...',
        gridClassName: 'grid gap-4 md:grid-cols-2 xl:grid-cols-3',
        cardClassName: 'h-52 rounded-xl',
      }}
      listClassName="w-full justify-start"
    />
  );
}
