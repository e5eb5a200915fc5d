import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

/** Characters a half-width phone tile shows on one line in its usual type (`£999,999.99`). */
const LONG_VALUE = 11;

/** A summary tile: label, a figure in tabular numerals, an optional line under it. */
export function StatTile({
  label,
  value,
  hint,
  icon: Icon,
  loading,
  onClick,
  className,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  loading?: boolean;
  onClick?: () => void;
  className?: string;
}) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        {Icon && <Icon className="size-4" aria-hidden="true" />}
      </div>
      {loading ? (
        <Skeleton className="mt-2 h-7 w-28" />
      ) : (
        // Large sums must fit a half-width phone tile: smaller type there, smaller still for a
        // figure of millions (`£3,291,044.67` split its last digit onto a line of its own),
        // and wrap rather than overflow.
        <p
          data-stat-value
          className={cn(
            'mt-1 font-semibold tabular [overflow-wrap:anywhere] sm:text-2xl',
            typeof value === 'string' && value.length > LONG_VALUE ? 'text-base' : 'text-xl',
          )}
        >
          {value}
        </p>
      )}
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </>
  );
  return (
    <Card className={cn('p-4', className)}>
      {onClick ? (
        <button type="button" onClick={onClick} className="w-full cursor-pointer text-left">
          {body}
        </button>
      ) : (
        body
      )}
    </Card>
  );
}
