import { type Insurance, UNKNOWN_CONTRACTOR } from '@hrt/shared/schemas/insurance';
import { Badge } from '@/components/ui/badge';

/**
 * Contractor policies grouped by contractor name, sorted alphabetically, each group with its
 * document count; a missing name groups under 'Unknown Contractor'.
 */
function groupByContractor(policies: Insurance[]): Array<[string, Insurance[]]> {
  const groups = new Map<string, Insurance[]>();
  for (const policy of policies) {
    const name = policy.contractor_name?.trim() || UNKNOWN_CONTRACTOR;
    groups.set(name, [...(groups.get(name) ?? []), policy]);
  }
  return [...groups.entries()].sort(([a], [b]) =>
    a.localeCompare(b, 'en-GB', { sensitivity: 'base' }),
  );
}

export function ContractorGroups({
  policies,
  renderCard,
}: {
  policies: Insurance[];
  renderCard: (policy: Insurance) => React.ReactNode;
}) {
  return (
    <div className="grid gap-6">
      {groupByContractor(policies).map(([name, group]) => (
        <section key={name} aria-label={name} className="grid gap-3">
          <div className="flex items-center gap-2">
            <h2 className="text-lg font-semibold">{name}</h2>
            <Badge variant="neutral">
              {group.length === 1 ? '1 document' : `${group.length} documents`}
            </Badge>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{group.map(renderCard)}</div>
        </section>
      ))}
    </div>
  );
}
