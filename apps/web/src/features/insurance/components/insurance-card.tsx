import { formatCurrency, formatDate } from '@hrt/shared/format';
import type { Insurance } from '@hrt/shared/schemas/insurance';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExpiryBadge } from './expiry-badge';

function dateRange(start: string | null, end: string | null): string {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return 'No dates given';
}

/**
 * One policy: type, provider, policy number, date range, coverage, description, the expiry
 * badge, View (the document in a new tab) and, for those who may, edit and delete.
 */
export function InsuranceCard({
  policy,
  canEdit,
  onView,
  onEdit,
  onDelete,
}: {
  policy: Insurance;
  canEdit: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = `${policy.insurance_type} ${policy.policy_number}`;
  return (
    <Card className="flex flex-col gap-3 p-4" role="article" aria-label={name}>
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="truncate font-semibold">{policy.insurance_type}</h3>
          <p className="truncate text-sm text-muted-foreground">{policy.provider}</p>
        </div>
        <ExpiryBadge endDate={policy.end_date} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Policy number</dt>
        <dd className="truncate font-medium">{policy.policy_number}</dd>
        <dt className="text-muted-foreground">Dates</dt>
        <dd>{dateRange(policy.start_date, policy.end_date)}</dd>
        <dt className="text-muted-foreground">Coverage</dt>
        <dd className="tabular font-medium">{formatCurrency(policy.coverage_amount)}</dd>
      </dl>
      {policy.description && (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
          {policy.description}
        </p>
      )}
      <div className="mt-auto flex items-center gap-1 pt-1">
        <Button variant="outline" size="sm" onClick={onView} aria-label={`View ${name}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
        <span className="ml-1 truncate text-xs text-muted-foreground" title={policy.file.file_name}>
          {policy.file.file_name}
        </span>
        {canEdit && (
          <div className="ml-auto flex gap-1">
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${name}`}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${name}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
