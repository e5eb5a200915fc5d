import { type CreditAccount, creditMessages } from '@hrt/shared/schemas/credit';
import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { CollectionPage } from '@/components/collection-page';
import { ConfirmDelete } from '@/components/confirm-delete';
import type { Failure } from '@/components/failure-alert';
import { Button } from '@/components/ui/button';
import { refusalDetail } from '@/lib/api-client';
import { useCan } from '@/lib/auth/session-context';
import { useCreditAccountList } from '@/lib/shared-queries/credit-accounts';
import { useToastDeleted } from '@/lib/undo-delete';
import { useEditDialog } from '@/lib/use-edit-dialog';
import { useDeleteAccount } from '../api/delete-account';
import { useCreditSummary } from '../api/get-credit-summary';
import { useHousehold } from '../api/get-household';
import { useRefreshCredit } from '../api/use-refresh-credit';
import { AccountDialog } from '../components/account-dialog';
import { AccountTabs } from '../components/account-tabs';
import { HouseholdDialog } from '../components/household-dialog';
import { SetBalanceDialog } from '../components/set-balance-dialog';
import { SummaryTiles } from '../components/summary-tiles';

/** Credit Tracking (/credit-tracking): the accounts that pay for the work, for finance roles. */
export function CreditTrackingPage() {
  const isOwner = useCan('users.manage');
  const accounts = useCreditAccountList();
  const summary = useCreditSummary();
  const household = useHousehold();
  const deleteAccount = useDeleteAccount();
  const refresh = useRefreshCredit();
  const toastDeleted = useToastDeleted();
  const dialog = useEditDialog<CreditAccount>();
  const [tab, setTab] = useState('all');
  const [householdOpen, setHouseholdOpen] = useState(false);
  const [deleting, setDeleting] = useState<CreditAccount | null>(null);
  const [settingBalance, setSettingBalance] = useState<CreditAccount | null>(null);
  const [banner, setBanner] = useState<Failure | null>(null);
  const ownerOptions = household.data?.owner_options ?? [];
  const loadFailed = accounts.isError || summary.isError || household.isError;

  async function remove(account: CreditAccount) {
    try {
      toastDeleted(await deleteAccount.mutateAsync(account.id), refresh);
    } catch (error) {
      console.error('Credit: failed to delete the account', error);
      const detail = refusalDetail(error);
      setBanner({ message: creditMessages.delete, ...(detail ? { detail } : {}) });
    }
  }

  const retry = () => {
    void accounts.refetch();
    void summary.refetch();
    void household.refetch();
  };

  return (
    <CollectionPage
      title="Credit Tracking"
      description="The cards, credit lines, loans and cash that pay for the renovation."
      actions={
        <div className="flex gap-2">
          {isOwner && (
            <Button
              variant="outline"
              onClick={() => setHouseholdOpen(true)}
              disabled={!household.data}
            >
              <Users aria-hidden="true" />
              Household
            </Button>
          )}
          <Button onClick={dialog.openAdd} disabled={!household.data}>
            <Plus aria-hidden="true" />
            Add Account
          </Button>
        </div>
      }
      banner={banner}
      onDismissBanner={() => setBanner(null)}
      loadFailure={loadFailed ? { message: creditMessages.load, onRetry: retry } : null}
    >
      <SummaryTiles summary={summary.data} />

      <AccountTabs
        accounts={accounts.data ?? []}
        pending={accounts.isPending}
        ownerOptions={ownerOptions}
        tab={tab}
        onTabChange={setTab}
        canAdd={Boolean(household.data)}
        onAdd={dialog.openAdd}
        onEdit={dialog.openEdit}
        onDelete={setDeleting}
        onSetBalance={setSettingBalance}
      />
      <SetBalanceDialog
        account={settingBalance}
        onOpenChange={(open) => !open && setSettingBalance(null)}
      />

      <AccountDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        account={dialog.editing}
        ownerOptions={ownerOptions}
      />
      {household.data && (
        <HouseholdDialog
          open={householdOpen}
          onOpenChange={setHouseholdOpen}
          members={household.data.members}
        />
      )}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete credit account"
        description={creditMessages.confirmDelete}
        onConfirm={(account) => void remove(account)}
      />
    </CollectionPage>
  );
}
