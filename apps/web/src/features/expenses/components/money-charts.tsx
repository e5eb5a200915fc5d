import { classifyStatus, type StatusTone } from '@hrt/shared/domain/status';
import { BarChart3 } from 'lucide-react';
import { type ReactNode, Suspense, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { afterFirstContent } from '@/lib/first-content';
import { lazyComponent } from '@/lib/lazy-component';
import { useNearViewport } from '@/lib/use-near-viewport';
import { type BudgetChartRow, budgetPlotHeight, statusPlotHeight } from './money-chart-sizes';

// The plots (Recharts) load on their own, once the page's figures are on screen
// (lib/first-content.ts); the cards, titles and descriptions paint at once.
const loadPlots = () => afterFirstContent().then(() => import('./money-chart-plots'));
const BudgetPlot = lazyComponent(() => loadPlots().then((module) => module.BudgetPlot));
const StatusPlot = lazyComponent(() => loadPlots().then((module) => module.StatusPlot));

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        {/* Right under the page's h1: an h2, so the outline has no gap (axe heading-order). */}
        <CardTitle level={2}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function PlotSkeleton({ height }: { height: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading chart...</span>
      <Skeleton style={{ height }} />
    </div>
  );
}

/**
 * A plot drawn once its place is near the screen: drawing a Recharts chart is the longest task
 * of the money screens on a phone, and one further down waits until someone scrolls to it.
 */
function PlotWhenNear({ height, children }: { height: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <div ref={place}>
      <Suspense fallback={<PlotSkeleton height={height} />}>
        {near ? children : <PlotSkeleton height={height} />}
      </Suspense>
    </div>
  );
}

export const BUDGET_CHART_TEXT =
  'Paid, still owed (committed) and maybe owed (speculative), against the budget.';
export const STATUS_CHART_TITLE = 'Committed spend by status';
const STATUS_CHART_TEXT = "Total cost of committed expenses, grouped by each component's status.";

/**
 * A chart's place while its figures load: its card with the title and description already
 * there (the first view's largest text, painted at once), and the bars' height kept for
 * `rows` rows, so nothing below moves when they come.
 */
export function ChartSkeleton({ title, rows }: { title: string; rows: number }) {
  const status = title === STATUS_CHART_TITLE;
  return (
    <ChartCard title={title} description={status ? STATUS_CHART_TEXT : BUDGET_CHART_TEXT}>
      <PlotSkeleton height={status ? statusPlotHeight(rows) : budgetPlotHeight(rows)} />
    </ChartCard>
  );
}

/** One question: is each component's money (paid, owed, maybe owed) within its budget? */
export function BudgetChart({ title, rows }: { title: string; rows: BudgetChartRow[] }) {
  const data = rows.map((row) => ({
    ...row,
    // An overpaid row has a negative amount due; it owes nothing, so the bar shows nothing.
    dueCommitted: Math.max(0, row.dueCommitted),
    dueSpeculative: Math.max(0, row.dueSpeculative),
  }));
  const hasMoney = data.some(
    (row) => row.budget || row.paid || row.dueCommitted || row.dueSpeculative,
  );
  return (
    <ChartCard title={title} description={BUDGET_CHART_TEXT}>
      {hasMoney ? (
        <PlotWhenNear height={budgetPlotHeight(data.length)}>
          <BudgetPlot data={data} />
        </PlotWhenNear>
      ) : (
        <EmptyState
          icon={BarChart3}
          title="Nothing to chart yet"
          description="Set a budget or add expenses to see how the money stands."
        />
      )}
    </ChartCard>
  );
}

const statusGroups: { tone: StatusTone; label: string }[] = [
  { tone: 'success', label: 'Completed' },
  { tone: 'info', label: 'In progress' },
  { tone: 'warning', label: 'Planned' },
  { tone: 'destructive', label: 'On hold' },
  { tone: 'neutral', label: 'Other' },
];

/** One question: how much committed money sits with components in each stage of work? */
export function SpendByStatusChart({
  components,
}: {
  components: { status: string; committed: number }[];
}) {
  const data = statusGroups
    .map((group) => ({
      label: group.label,
      committed: components
        .filter((component) => classifyStatus(component.status) === group.tone)
        .reduce((sum, component) => sum + component.committed, 0),
    }))
    .filter((group) => group.committed > 0);
  return (
    <ChartCard title={STATUS_CHART_TITLE} description={STATUS_CHART_TEXT}>
      {data.length ? (
        <PlotWhenNear height={statusPlotHeight(data.length)}>
          <StatusPlot data={data} />
        </PlotWhenNear>
      ) : (
        <EmptyState
          icon={BarChart3}
          title="Nothing to chart yet"
          description="Committed expenses will show here by component status."
        />
      )}
    </ChartCard>
  );
}
