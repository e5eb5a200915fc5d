import {
  canEditInsuranceCategory,
  canSeeInsuranceCategory,
  type InsuranceCategory,
} from '@hrt/shared/policies';
import {
  type Insurance,
  insuranceCategories,
  insuranceCategoryLabels,
  insuranceMessages,
} from '@hrt/shared/schemas/insurance';
import { Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/auth/session-context';
import { useDeleteInsurance } from '../api/delete-insurance';
import { useFetchInsuranceFileUrl } from '../api/get-insurance-file-url';
import { useInsurances } from '../api/list-insurances';
import { ContractorGroups } from '../components/contractor-groups';
import { InsuranceCard } from '../components/insurance-card';
import { InsuranceDialog } from '../components/insurance-dialog';

/**
 * Insurance (/insurances): Personal and Contractor tabs with their counts. Personal policies
 * are shown only to the roles that see personal finances (DESIGN.md section 7).
 */
export function InsurancesPage() {
  const { role } = useSession();
  const policies = useInsurances();
  const deleteInsurance = useDeleteInsurance();
  const fetchFileUrl = useFetchInsuranceFileUrl();
  const tabs = insuranceCategories.filter((category) => canSeeInsuranceCategory(role, category));
  const [tab, setTab] = useState<InsuranceCategory>(tabs[0] ?? 'contractor');
  const [editing, setEditing] = useState<Insurance | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Insurance | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const list = policies.data ?? [];
  const byCategory = (category: InsuranceCategory) =>
    list.filter((policy) => policy.insurance_category === category);
  const canAdd = insuranceCategories.some((category) => canEditInsuranceCategory(role, category));

  async function view(policy: Insurance) {
    try {
      const { file_url } = await fetchFileUrl(policy.id);
      window.open(file_url, '_blank', 'noopener');
    } catch (error) {
      console.error('Insurance: failed to get the file', error);
      setBanner(insuranceMessages.download);
    }
  }

  async function remove(policy: Insurance) {
    try {
      await deleteInsurance.mutateAsync(policy.id);
      toast.success('Insurance document deleted.');
    } catch (error) {
      console.error('Insurance: failed to delete', error);
      setBanner(insuranceMessages.delete);
    }
  }

  const card = (policy: Insurance) => (
    <InsuranceCard
      key={policy.id}
      policy={policy}
      canEdit={canEditInsuranceCategory(role, policy.insurance_category)}
      onView={() => void view(policy)}
      onEdit={() => {
        setEditing(policy);
        setDialogOpen(true);
      }}
      onDelete={() => setDeleting(policy)}
    />
  );

  const openAdd = () => {
    setEditing(null);
    setDialogOpen(true);
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 [&>*]:min-w-0">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">Insurance</h1>
          <p className="text-sm text-muted-foreground">
            Policies and their documents, with the days left before each one ends.
          </p>
        </div>
        {canAdd && (
          <Button onClick={openAdd}>
            <Plus aria-hidden="true" />
            Add Insurance
          </Button>
        )}
      </header>

      {banner && (
        <Alert kind="error" onDismiss={() => setBanner(null)}>
          {banner}
        </Alert>
      )}
      {policies.isError && (
        <Alert
          kind="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void policies.refetch()}>
              Retry
            </Button>
          }
        >
          {insuranceMessages.load}
        </Alert>
      )}

      <Tabs value={tab} onValueChange={(value) => setTab(value as InsuranceCategory)}>
        {/* Two tabs share a phone's width and wrap their labels rather than scroll away. */}
        <TabsList
          aria-label="Insurance categories"
          className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
        >
          {tabs.map((category) => (
            <TabsTrigger
              key={category}
              value={category}
              className="h-auto min-h-9 py-1.5 whitespace-normal sm:whitespace-nowrap"
            >
              {insuranceCategoryLabels[category]}
              <Badge variant="outline" className="px-2 tabular">
                {policies.isPending ? '…' : byCategory(category).length}
              </Badge>
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((category) => {
          const items = byCategory(category);
          return (
            <TabsContent key={category} value={category}>
              {policies.isPending ? (
                <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  <span className="sr-only">Loading insurance documents...</span>
                  {[0, 1, 2].map((item) => (
                    <Skeleton key={item} className="h-56 rounded-xl" />
                  ))}
                </div>
              ) : items.length === 0 ? (
                <EmptyState
                  icon={ShieldCheck}
                  title={`No ${insuranceCategoryLabels[category].toLowerCase()} yet`}
                  description={
                    category === 'personal'
                      ? "The household's own policies (home, contents, life) with their documents."
                      : "The trades' policies (public liability, employer's liability) with their documents."
                  }
                  action={
                    canEditInsuranceCategory(role, category) ? (
                      <Button size="sm" onClick={openAdd}>
                        <Plus aria-hidden="true" />
                        Add Insurance
                      </Button>
                    ) : undefined
                  }
                />
              ) : category === 'contractor' ? (
                <ContractorGroups policies={items} renderCard={card} />
              ) : (
                <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{items.map(card)}</div>
              )}
            </TabsContent>
          );
        })}
      </Tabs>

      <InsuranceDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        policy={editing}
        category={canEditInsuranceCategory(role, tab) ? tab : 'contractor'}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete insurance document"
        description={insuranceMessages.confirmDelete}
        confirmLabel="Delete"
        onConfirm={() => {
          const policy = deleting;
          setDeleting(null);
          if (policy) void remove(policy);
        }}
      />
    </div>
  );
}
