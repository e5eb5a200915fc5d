import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Loading placeholders for lists and tiles (skeletons, not spinners). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
