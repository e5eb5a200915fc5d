import { classifyStatus, formatStatus, type StatusTone } from '@hrt/shared/domain/status';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const variants: Record<StatusTone, BadgeVariant> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  destructive: 'destructive',
  neutral: 'neutral',
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={variants[classifyStatus(status)]}>{formatStatus(status)}</Badge>;
}
