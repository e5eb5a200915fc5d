import { expiryBadge } from '@hrt/shared/domain/insurance';
import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { Insurance } from '@hrt/shared/schemas/insurance';
import { Eye, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { fetchPolicyLink } from '../api/work-files';
import { WorkSection } from './work-section';

/** The policy's document in a new tab, from a signed link asked for as it opens. */
async function viewPolicy(policy: Insurance) {
  try {
    const { file_url } = await fetchPolicyLink(policy.id);
    window.open(file_url, '_blank', 'noopener');
  } catch {
    toast.error('Failed to open the policy document.');
  }
}

function PolicyCard({ policy, today }: { policy: Insurance; today: string }) {
  const badge = expiryBadge(policy.end_date, today);
  const name = `${policy.insurance_type} ${policy.policy_number}`;
  return (
    <li>
      <article aria-label={name} className="grid gap-2 rounded-lg border p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-medium [overflow-wrap:anywhere]">{policy.insurance_type}</h3>
            <p className="truncate text-sm text-muted-foreground">{policy.provider}</p>
          </div>
          {/* The insurance page's badge: expired, expiring within 30 days, or active. */}
          <Badge variant={badge.tone}>{badge.label}</Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Policy number</dt>
          <dd className="truncate font-medium">{policy.policy_number}</dd>
          <dt className="text-muted-foreground">Ends</dt>
          <dd>{policy.end_date ? formatDate(policy.end_date) : 'No end date'}</dd>
          <dt className="text-muted-foreground">Coverage</dt>
          <dd className="font-medium tabular">{formatCurrency(policy.coverage_amount)}</dd>
        </dl>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void viewPolicy(policy)}
          aria-label={`View ${name}`}
        >
          <Eye aria-hidden="true" />
          View
        </Button>
      </article>
    </li>
  );
}

/** The trade's own contractor insurance, with the days left before each policy ends. */
export function WorkInsurance({
  policies,
  today,
}: {
  policies: readonly Insurance[];
  today: string;
}) {
  return (
    <WorkSection title="Insurance" description="Your policies held by the household.">
      {policies.length === 0 ? (
        <EmptyState quiet icon={ShieldCheck} title="No insurance on file" />
      ) : (
        <ul className="grid gap-3">
          {policies.map((policy) => (
            <PolicyCard key={policy.id} policy={policy} today={today} />
          ))}
        </ul>
      )}
    </WorkSection>
  );
}
