import { type CreditAccount, creditMessages } from '@hrt/shared/schemas/credit';
import { Plus, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import { CollectionPage } from '@/components/collection-page';
import type { Failure } from '@/components/failure-alert';
import { Button } from '@/components/ui/button';
import { pageHeadings } from '@/config/page-headings';
import { refusalDetail } from '@/lib/api-client';
import { useCan } from '@/lib/auth/session-context';
import { lazyComponent, useOnceTrue } from '@/lib/lazy-component';
import { useCreditAccountList } from '@/lib/shared-queries/credit-accounts';
import { useToastDeleted } from '@/lib/undo-delete';
import { useEditDialog } from '@/lib/use-edit-dialog';
import { useDeleteAccount } from '../api/delete-account';
import { useCreditSummary } from '../api/get-credit-summary';
import { useHousehold } from '../api/get-household';
import { useRefreshCredit } from '../api/use-refresh-credit';
import { AccountTabs } from '../components/account-tabs';
import { SummaryTiles } from '../components/summary-tiles';

// The dialogs (the account form with its history, the household, the balance, the delete
// confirmation) load when the first one opens: the first view shows none of them (decision 046).
const CreditDialogs = lazyComponent(() =>
  import('../components/credit-dialogs').then((module) => module.CreditDialogs),
);

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
  const dialogsOpened = useOnceTrue(
    dialog.open || householdOpen || deleting !== null || settingBalance !== null,
  );

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
      title={pageHeadings.creditTracking.title}
      description={pageHeadings.creditTracking.description}
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
      <Suspense fallback={null}>
        {dialogsOpened && (
          <CreditDialogs
            settingBalance={settingBalance}
            onCloseBalance={() => setSettingBalance(null)}
            editor={dialog}
            ownerOptions={ownerOptions}
            household={household.data}
            householdOpen={householdOpen}
            onHouseholdOpenChange={setHouseholdOpen}
            deleting={deleting}
            onCloseDelete={() => setDeleting(null)}
            onDelete={(account) => void remove(account)}
          />
        )}
      </Suspense>
    </CollectionPage>
  );
}
