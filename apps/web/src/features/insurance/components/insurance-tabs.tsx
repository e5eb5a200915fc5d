import { canEditInsuranceCategory, type InsuranceCategory } from '@hrt/shared/policies';
import { type Insurance, insuranceCategoryLabels } from '@hrt/shared/schemas/insurance';
import { Plus, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { type CountedTab, CountedTabs } from '@/components/counted-tabs';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useSession } from '@/lib/auth/session-context';
import { ContractorGroups } from './contractor-groups';

const emptyDescriptions: Record<InsuranceCategory, string> = {
  personal: "The household's own policies (home, contents, life) with their documents.",
  contractor: "The trades' policies (public liability, employer's liability) with their documents.",
};

/** Personal and Contractor, each with its count; contractor policies grouped by contractor. */
export function InsuranceTabs({
  categories,
  policies,
  pending,
  tab,
  onTabChange,
  onAdd,
  renderCard,
}: {
  /** The categories the role may see. */
  categories: InsuranceCategory[];
  policies: Insurance[];
  pending: boolean;
  tab: InsuranceCategory;
  onTabChange: (tab: InsuranceCategory) => void;
  onAdd: () => void;
  renderCard: (policy: Insurance) => ReactNode;
}) {
  const { role } = useSession();
  const tabs = categories.map((category): CountedTab => {
    const items = policies.filter((policy) => policy.insurance_category === category);
    return {
      value: category,
      label: insuranceCategoryLabels[category],
      count: items.length,
      empty: (
        <EmptyState
          icon={ShieldCheck}
          title={`No ${insuranceCategoryLabels[category].toLowerCase()} yet`}
          description={emptyDescriptions[category]}
          action={
            canEditInsuranceCategory(role, category) ? (
              <Button size="sm" onClick={onAdd}>
                <Plus aria-hidden="true" />
                Add Insurance
              </Button>
            ) : undefined
          }
        />
      ),
      content:
        category === 'contractor' ? (
          <ContractorGroups policies={items} renderCard={renderCard} />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{items.map(renderCard)}</div>
        ),
    };
  });
  return (
    <CountedTabs
      label="Insurance categories"
      value={tab}
      onValueChange={(value) => onTabChange(value as InsuranceCategory)}
      tabs={tabs}
      pending={pending}
      loading={{
        label: 'Loading insurance documents...',
        gridClassName: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
        cardClassName: 'h-56 rounded-xl',
      }}
      // Two tabs share a phone's width and wrap their labels rather than scroll away.
      listClassName="grid w-full grid-cols-2 sm:inline-flex sm:w-auto"
      triggerClassName="h-auto min-h-9 py-1.5 whitespace-normal sm:whitespace-nowrap"
    />
  );
}
