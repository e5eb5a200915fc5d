import type { MailMessage } from '@hrt/shared/schemas/mail';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

/** Status colours for status only: delivered green, failed red, waiting blue, outbox grey. */
export function MailStatusBadge({
  message,
}: {
  message: Pick<MailMessage, 'status' | 'attempts'>;
}) {
  const { label, variant } = describe(message);
  return <Badge variant={variant}>{label}</Badge>;
}

function describe({ status, attempts }: Pick<MailMessage, 'status' | 'attempts'>): {
  label: string;
  variant: BadgeVariant;
} {
  switch (status) {
    case 'sent':
      return { label: 'Sent', variant: 'success' };
    case 'failed':
      return { label: 'Failed', variant: 'destructive' };
    case 'queued':
      return { label: attempts > 0 ? 'Retrying' : 'Sending', variant: 'info' };
    default:
      return { label: 'In outbox', variant: 'neutral' };
  }
}
