import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Every list has one: an icon, one sentence, the primary action. `quiet` is for a list whose
 * add form sits just above it (a room's ideas and documents): one muted line, so a new room's
 * page shows one empty state (its expenses), not three boxes (decision 037).
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  quiet = false,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  quiet?: boolean;
}) {
  if (quiet) {
    return (
      <p className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-medium text-foreground">{title}</span>
          {description && <> · {description}</>}
        </span>
      </p>
    );
  }
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed p-8 text-center',
        className,
      )}
    >
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** The error state of a list or tile, with a retry. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-xl border border-destructive/40 p-6 text-center text-sm"
    >
      <p className="text-destructive">{message}</p>
      {onRetry && (
        <button
          type="button"
          className="font-medium text-primary underline-offset-4 hover:underline"
          onClick={onRetry}
        >
          Try again
        </button>
      )}
    </div>
  );
}
