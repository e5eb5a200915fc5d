import { statusProgress } from '@hrt/shared/domain/status';
import { formatCurrency } from '@hrt/shared/format';
import { type BuildComponent, componentTypeLabels } from '@hrt/shared/schemas/build-components';
import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { HistorySection } from '@/components/history/history-section';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Drawer } from '@/components/ui/drawer';
import { paths } from '@/config/paths';
import { useExpenseSummary } from '@/lib/shared-queries/expense-summaries';
import { BudgetMeter } from './budget-meter';
import { StatusBadge } from './status-badge';

/** The side drawer of /rooms: status, progress, the expense summary and the way in. */
export function ComponentDrawer({
  component,
  onOpenChange,
  canEdit,
  belonging,
  onEdit,
  onDelete,
}: {
  component: BuildComponent | null;
  onOpenChange: (open: boolean) => void;
  canEdit: boolean;
  /** Its room, or the room's design items and services. */
  belonging?: string | undefined;
  onEdit: (component: BuildComponent) => void;
  onDelete: (component: BuildComponent) => void;
}) {
  const navigate = useNavigate();
  const summary = useExpenseSummary(component?.id);
  const progress = component ? statusProgress(component.status) : 0;
  return (
    <Drawer
      open={Boolean(component)}
      onOpenChange={onOpenChange}
      title={component?.name ?? ''}
      description={component ? componentTypeLabels[component.type].singular : undefined}
    >
      {component && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={component.status} />
            {belonging && <span className="text-sm text-muted-foreground">{belonging}</span>}
            {canEdit && (
              <div className="ml-auto flex gap-2">
                <Button size="sm" variant="outline" onClick={() => onEdit(component)}>
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button size="sm" variant="outline" onClick={() => onDelete(component)}>
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </div>
            )}
          </div>

          <Card>
            <CardHeader>
              <CardTitle>Progress</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <div className="flex justify-between text-sm">
                <span className="text-muted-foreground">Indicative, from the status</span>
                <span className="font-semibold tabular">{progress}%</span>
              </div>
              <div
                className="h-2 overflow-hidden rounded-full bg-muted"
                role="progressbar"
                aria-label="Progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
              >
                <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Expenses Summary</CardTitle>
            </CardHeader>
            <CardContent>
              {summary.isPending ? (
                <p className="text-sm text-muted-foreground">Loading expenses summary...</p>
              ) : summary.error ? (
                <p className="text-sm text-destructive">
                  Could not load the summary.{' '}
                  <button
                    type="button"
                    className="underline"
                    onClick={() => void summary.refetch()}
                  >
                    Try again
                  </button>
                </p>
              ) : (
                <div className="grid gap-4">
                  <dl className="grid grid-cols-3 gap-3 text-sm">
                    <div className="grid gap-1">
                      <dt className="text-muted-foreground">Total Expenses</dt>
                      <dd className="text-lg font-semibold tabular">{summary.data?.count ?? 0}</dd>
                    </div>
                    <div className="grid gap-1">
                      <dt className="text-muted-foreground">Total Committed</dt>
                      <dd className="text-lg font-semibold tabular">
                        {formatCurrency(summary.data?.committed_total ?? 0)}
                      </dd>
                    </div>
                    <div className="grid gap-1">
                      <dt className="text-muted-foreground">Unpaid</dt>
                      <dd className="text-lg font-semibold tabular">
                        {formatCurrency(summary.data?.unpaid_total ?? 0)}
                      </dd>
                    </div>
                  </dl>
                  <BudgetMeter
                    spent={summary.data?.committed_total ?? 0}
                    budget={component.budget}
                  />
                </div>
              )}
            </CardContent>
          </Card>

          <Button
            onClick={() => navigate(paths.component.href(component.type, component.id))}
            className="w-full"
          >
            View Full Details <ArrowRight aria-hidden="true" />
          </Button>

          <HistorySection
            resourceType="component"
            resourceId={component.id}
            className="border-t pt-3"
          />
        </>
      )}
    </Drawer>
  );
}
