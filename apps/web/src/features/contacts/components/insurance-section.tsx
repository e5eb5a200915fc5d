import { expiryBadge } from '@hrt/shared/domain/insurance';
import { formatDate } from '@hrt/shared/format';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import { todayIsoDate } from '@hrt/shared/schemas/timeline';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from './section-card';

/** The insurance page's badge: Expired, 'Expires in N days' at 30 days or fewer, or Active. */
function PolicyExpiry({ endDate }: { endDate: string | null }) {
  const badge = expiryBadge(endDate, todayIsoDate());
  return <Badge variant={badge.tone}>{badge.label}</Badge>;
}

/** The contact's contractor policies, each with how long it has left. */
export function InsuranceSection({ policies }: { policies: ContactWork['insurance'] }) {
  return (
    <SectionCard title="Insurance">
      {policies.length === 0 ? (
        <p className="text-sm text-muted-foreground">No insurance on file for this contact.</p>
      ) : (
        <ul className="divide-y">
          {policies.map((policy) => (
            <li key={policy.id} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium">{policy.insurance_type}</span>
                <span className="block text-xs text-muted-foreground">
                  {policy.provider} · {policy.policy_number}
                  {policy.end_date && ` · until ${formatDate(policy.end_date)}`}
                </span>
              </span>
              <PolicyExpiry endDate={policy.end_date} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
