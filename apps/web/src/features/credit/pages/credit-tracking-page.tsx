import { creditAccountTypes, creditAccountTypeTabs } from '@hrt/shared/domain/credit';
import { type CreditAccount, creditMessages } from '@hrt/shared/schemas/credit';
import { CreditCard, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { refusalDetail } from '@/lib/api-client';
import { useCan } from '@/lib/auth/session-context';
import { useCreditAccountList } from '@/lib/shared-queries/credit-accounts';
import { useDeleteAccount } from '../api/delete-account';
import { useCreditSummary } from '../api/get-credit-summary';
import { useHousehold } from '../api/get-household';
import { AccountCard } from '../components/account-card';
import { AccountDialog } from '../components/account-dialog';
import { HouseholdDialog } from '../components/household-dialog';
import { SummaryTiles } from '../components/summary-tiles';

interface AccountTab {
  value: string;
  label: string;
  matches: (account: CreditAccount) => boolean;
}

/** All; one per owner option; then one per type, in the spec's order. */
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

/** Credit Tracking (/credit-tracking): the accounts that pay for the work, for finance roles. */
export function CreditTrackingPage() {
  const isOwner = useCan('users.manage');
  const accounts = useCreditAccountList();
  const summary = useCreditSummary();
  const household = useHousehold();
  const deleteAccount = useDeleteAccount();
  const [tab, setTab] = useState('all');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [householdOpen, setHouseholdOpen] = useState(false);
  const [editing, setEditing] = useState<CreditAccount | null>(null);
  const [deleting, setDeleting] = useState<CreditAccount | null>(null);
  const [banner, setBanner] = useState<{ message: string; detail?: string } | null>(null);
  const list = accounts.data ?? [];
  const ownerOptions = household.data?.owner_options ?? [];
  const tabs = accountTabs(ownerOptions);
  const loadFailed = accounts.isError || summary.isError || household.isError;

  async function remove(account: CreditAccount) {
    try {
      await deleteAccount.mutateAsync(account.id);
      toast.success('Account deleted.');
    } catch (error) {
      console.error('Credit: failed to delete the account', error);
      const detail = refusalDetail(error);
      setBanner({ message: creditMessages.delete, ...(detail ? { detail } : {}) });
    }
  }

  const openAdd = () => {
    setEditing(null);
    setDialogOpen(true);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 [&>*]:min-w-0">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">Credit Tracking</h1>
          <p className="text-sm text-muted-foreground">
            The cards, credit lines, loans and cash that pay for the renovation.
          </p>
        </div>
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
          <Button onClick={openAdd} disabled={!household.data}>
            <Plus aria-hidden="true" />
            Add Account
          </Button>
        </div>
      </header>

      {banner && (
        <Alert kind="error" onDismiss={() => setBanner(null)}>
          <p>{banner.message}</p>
          {banner.detail && <p className="mt-1 text-xs">{banner.detail}</p>}
        </Alert>
      )}
      {loadFailed && (
        <Alert
          kind="error"
          action={
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                void accounts.refetch();
                void summary.refetch();
                void household.refetch();
              }}
            >
              Retry
            </Button>
          }
        >
          {creditMessages.load}
        </Alert>
      )}

      <SummaryTiles summary={summary.data} />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Accounts by owner and type" className="w-full justify-start">
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
              <Badge variant="outline" className="px-2 tabular">
                {accounts.isPending ? '…' : list.filter(item.matches).length}
              </Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((item) => {
          const shown = list.filter(item.matches);
          return (
            <TabsContent key={item.value} value={item.value}>
              {accounts.isPending ? (
                <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  <span className="sr-only">Loading accounts...</span>
                  {[0, 1, 2].map((index) => (
                    <Skeleton key={index} className="h-52 rounded-xl" />
                  ))}
                </div>
              ) : shown.length === 0 ? (
                <EmptyState
                  icon={CreditCard}
                  title={item.value === 'all' ? 'No accounts yet' : 'No accounts here'}
                  description="Add the cards, credit lines, loans and cash pots that pay for the work."
                  action={
                    <Button size="sm" onClick={openAdd} disabled={!household.data}>
                      <Plus aria-hidden="true" />
                      Add Account
                    </Button>
                  }
                />
              ) : (
                <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {shown.map((account) => (
                    <AccountCard
                      key={account.id}
                      account={account}
                      onEdit={() => {
                        setEditing(account);
                        setDialogOpen(true);
                      }}
                      onDelete={() => setDeleting(account)}
                    />
                  ))}
                </div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>

      <AccountDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        account={editing}
        ownerOptions={ownerOptions}
      />
      {household.data && (
        <HouseholdDialog
          open={householdOpen}
          onOpenChange={setHouseholdOpen}
          members={household.data.members}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete credit account"
        description={creditMessages.confirmDelete}
        confirmLabel="Delete"
        onConfirm={() => {
          const account = deleting;
          setDeleting(null);
          if (account) void remove(account);
        }}
      />
    </div>
  );
}
