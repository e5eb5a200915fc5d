import { classifyStatus, type StatusTone } from '@hrt/shared/domain/status';
import { BarChart3 } from 'lucide-react';
import { type ReactNode, Suspense, useRef } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { afterFirstContent } from '@/lib/first-content';
import { lazyComponent } from '@/lib/lazy-component';
import { useNearViewport } from '@/lib/use-near-viewport';
import { BUDGET_CHART_TEXT, ChartCard, PlotSkeleton } from './chart-card';
import { type BudgetChartRow, budgetPlotHeight, statusPlotHeight } from './money-chart-sizes';

// The plots (money-chart-plots.tsx) load on their own, once the page's figures are on screen
// (lib/first-content.ts); the cards, titles and descriptions paint at once (chart-card.tsx).
const loadPlots = () => afterFirstContent().then(() => import('./money-chart-plots'));
const BudgetPlot = lazyComponent(() => loadPlots().then((module) => module.BudgetPlot));
const StatusPlot = lazyComponent(() => loadPlots().then((module) => module.StatusPlot));

/**
 * A plot drawn once its place is near the screen: one further down waits until someone scrolls
 * to it, so a phone opening the page draws only what it shows.
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

/** One question: is each component's money (paid, owed, maybe owed) within its budget? */
export function BudgetChartBody({ rows }: { rows: BudgetChartRow[] }) {
  const data = rows.map((row) => ({
    ...row,
    // An overpaid row has a negative amount due; it owes nothing, so the bar shows nothing.
    dueCommitted: Math.max(0, row.dueCommitted),
    dueSpeculative: Math.max(0, row.dueSpeculative),
  }));
  const hasMoney = data.some(
    (row) => row.budget || row.paid || row.dueCommitted || row.dueSpeculative,
  );
  return hasMoney ? (
    <PlotWhenNear height={budgetPlotHeight(data.length)}>
      <BudgetPlot data={data} />
    </PlotWhenNear>
  ) : (
    <EmptyState
      icon={BarChart3}
      title="Nothing to chart yet"
      description="Set a budget or add expenses to see how the money stands."
    />
  );
}

/** The budget chart in its own card, under a question of the page's own. */
export function BudgetChart({ title, rows }: { title: string; rows: BudgetChartRow[] }) {
  return (
    <ChartCard title={title} description={BUDGET_CHART_TEXT}>
      <BudgetChartBody rows={rows} />
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
export function StatusChartBody({
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
  return data.length ? (
    <PlotWhenNear height={statusPlotHeight(data.length)}>
      <StatusPlot data={data} />
    </PlotWhenNear>
  ) : (
    <EmptyState
      icon={BarChart3}
      title="Nothing to chart yet"
      description="Committed expenses will show here by component status."
    />
  );
}
