import {
  canEditInsuranceCategory,
  canSeeInsuranceCategory,
  type InsuranceCategory,
} from '@hrt/shared/policies';
import {
  type Insurance,
  insuranceCategories,
  insuranceMessages,
} from '@hrt/shared/schemas/insurance';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { CollectionPage } from '@/components/collection-page';
import { ConfirmDelete } from '@/components/confirm-delete';
import type { Failure } from '@/components/failure-alert';
import { Button } from '@/components/ui/button';
import { pageHeadings } from '@/config/page-headings';
import { useSession } from '@/lib/auth/session-context';
import { useToastDeleted } from '@/lib/undo-delete';
import { useEditDialog } from '@/lib/use-edit-dialog';
import { useDeleteInsurance } from '../api/delete-insurance';
import { useFetchInsuranceFileUrl } from '../api/get-insurance-file-url';
import { useInsurances } from '../api/list-insurances';
import { useRefreshInsurances } from '../api/use-refresh-insurances';
import { InsuranceCard } from '../components/insurance-card';
import { InsuranceDialog } from '../components/insurance-dialog';
import { InsuranceTabs } from '../components/insurance-tabs';

/**
 * Insurance (/insurances): Personal and Contractor tabs with their counts. Personal policies
 * are shown only to the roles that see personal finances (docs/domain.md#personal-finances).
 */
export function InsurancesPage() {
  const { role } = useSession();
  const policies = useInsurances();
  const deleteInsurance = useDeleteInsurance();
  const refresh = useRefreshInsurances();
  const toastDeleted = useToastDeleted();
  const fetchFileUrl = useFetchInsuranceFileUrl();
  const dialog = useEditDialog<Insurance>();
  const tabs = insuranceCategories.filter((category) => canSeeInsuranceCategory(role, category));
  const [tab, setTab] = useState<InsuranceCategory>(tabs[0] ?? 'contractor');
  const [deleting, setDeleting] = useState<Insurance | null>(null);
  const [banner, setBanner] = useState<Failure | null>(null);
  const canAdd = insuranceCategories.some((category) => canEditInsuranceCategory(role, category));

  async function view(policy: Insurance) {
    try {
      const { file_url } = await fetchFileUrl(policy.id);
      window.open(file_url, '_blank', 'noopener');
    } catch (error) {
      console.error('Insurance: failed to get the file', error);
      setBanner({ message: insuranceMessages.download });
    }
  }

  async function remove(policy: Insurance) {
    try {
      toastDeleted(await deleteInsurance.mutateAsync(policy.id), refresh);
    } catch (error) {
      console.error('Insurance: failed to delete', error);
      setBanner({ message: insuranceMessages.delete });
    }
  }

  const card = (policy: Insurance) => (
    <InsuranceCard
      key={policy.id}
      policy={policy}
      canEdit={canEditInsuranceCategory(role, policy.insurance_category)}
      onView={() => void view(policy)}
      onEdit={() => dialog.openEdit(policy)}
      onDelete={() => setDeleting(policy)}
    />
  );

  return (
    <CollectionPage
      title={pageHeadings.insurances.title}
      description={pageHeadings.insurances.description}
      actions={
        canAdd && (
          <Button onClick={dialog.openAdd}>
            <Plus aria-hidden="true" />
            Add Insurance
          </Button>
        )
      }
      banner={banner}
      onDismissBanner={() => setBanner(null)}
      loadFailure={
        policies.isError
          ? { message: insuranceMessages.load, onRetry: () => void policies.refetch() }
          : null
      }
    >
      <InsuranceTabs
        categories={tabs}
        policies={policies.data ?? []}
        pending={policies.isPending}
        tab={tab}
        onTabChange={setTab}
        onAdd={dialog.openAdd}
        renderCard={card}
      />

      <InsuranceDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        policy={dialog.editing}
        category={canEditInsuranceCategory(role, tab) ? tab : 'contractor'}
      />
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete insurance document"
        description={insuranceMessages.confirmDelete}
        onConfirm={(policy) => void remove(policy)}
      />
    </CollectionPage>
  );
}
