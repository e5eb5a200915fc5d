import type { PlanConstraint } from '@hrt/shared/schemas/planning';
import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const statusOf: Record<
  PlanConstraint['status'],
  { label: string; icon: typeof XCircle; tone: string }
> = {
  met: { label: 'Met', icon: CheckCircle2, tone: 'text-success' },
  not_met: { label: 'Not met', icon: XCircle, tone: 'text-destructive' },
  unchecked: { label: 'Not checked', icon: CircleHelp, tone: 'text-muted-foreground' },
};

/** The constraints the planner read from the goal and context: met or not, and why. */
export function ConstraintList({ constraints }: { constraints: readonly PlanConstraint[] }) {
  if (!constraints.length) return null;
  return (
    <div className="grid gap-1 text-foreground">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        Constraints understood
      </h4>
      <ul aria-label="Constraints understood" className="grid gap-1">
        {constraints.map((constraint) => {
          const status = statusOf[constraint.status];
          const Icon = status.icon;
          return (
            <li key={`${constraint.kind}-${constraint.text}`} className="flex gap-2">
              <Icon className={cn('mt-0.5 size-4 shrink-0', status.tone)} aria-hidden />
              <span className="min-w-0">
                <span className={cn('font-medium', status.tone)}>{status.label}:</span>{' '}
                {constraint.understood}.{' '}
                <span className="text-xs text-muted-foreground">{constraint.reason}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
