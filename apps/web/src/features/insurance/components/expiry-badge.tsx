import { expiryBadge } from '@hrt/shared/domain/insurance';
import { todayIsoDate } from '@hrt/shared/schemas/timeline';
import { Badge } from '@/components/ui/badge';

/** Expired (red), 'Expires in N days' (amber) at 30 days or fewer, otherwise Active (green). */
export function ExpiryBadge({ endDate }: { endDate: string | null }) {
  const badge = expiryBadge(endDate, todayIsoDate());
  return <Badge variant={badge.tone}>{badge.label}</Badge>;
}
