import type { DependencyState } from '@hrt/shared/domain/task-dependencies';
import type { Task } from '@hrt/shared/schemas/schedule';
import type { BadgeVariant } from '@/components/ui/badge';

/** The status colours of the contract (`warning`, `info`, `success`) as badge variants. */
export function statusTone(task: Pick<Task, 'status'>): BadgeVariant {
  const color = task.status.color;
  return color === 'warning' || color === 'info' || color === 'success' ? color : 'neutral';
}

/** Bar fill and edge by status: soft surface, strong edge, text that keeps 4.5:1 on it. */
export const barTone: Record<string, string> = {
  warning: 'bg-warning-soft border-warning/60 text-foreground',
  info: 'bg-info-soft border-info/60 text-foreground',
  success: 'bg-success-soft border-success/60 text-foreground',
  neutral: 'bg-muted border-border text-foreground',
};

export const dependencyLabels: Record<DependencyState, string> = {
  none: 'No dependencies',
  ready: 'Dependencies met',
  blocked: 'Blocked by a dependency',
  error: 'A dependency is missing',
};
