import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { budgetPlotHeight, statusPlotHeight } from './money-chart-sizes';

// The money charts' cards, without their plots: small enough for the app's first script, where
// the expenses page's first view (app/page-fallback.tsx) draws them before its own code arrives.

const BUDGET_CHART_TITLE = 'Is each component within budget?';
export const BUDGET_CHART_TEXT =
  'Paid, still owed (committed) and maybe owed (speculative), against the budget.';
const STATUS_CHART_TITLE = 'Committed spend by status';
const STATUS_CHART_TEXT = "Total cost of committed expenses, grouped by each component's status.";

/** A chart's card: its question, the line saying what is drawn, then the plot. */
export function ChartCard({
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

/** A plot's place while it loads, as tall as the plot will be. */
export function PlotSkeleton({ height }: { height: number }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading chart...</span>
      <Skeleton style={{ height }} />
    </div>
  );
}

/** The budget plot's place for `rows` components, the status plot's for `rows` groups. */
export const budgetSkeleton = (rows: number) => <PlotSkeleton height={budgetPlotHeight(rows)} />;
export const statusSkeleton = (rows: number) => <PlotSkeleton height={statusPlotHeight(rows)} />;

/** The two charts of /expenses side by side (one above the other on a phone). */
export function MoneyChartCards({ budget, status }: { budget: ReactNode; status: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard title={BUDGET_CHART_TITLE} description={BUDGET_CHART_TEXT}>
        {budget}
      </ChartCard>
      <ChartCard title={STATUS_CHART_TITLE} description={STATUS_CHART_TEXT}>
        {status}
      </ChartCard>
    </div>
  );
}

/**
 * The charts while their figures load: the cards with their titles and lines already there
 * (the first view's largest text), and the plots' height kept for `components` rows, so nothing
 * below moves when they come (no layout shift on a phone).
 */
export function MoneyChartsSkeleton({ components }: { components: number }) {
  return <MoneyChartCards budget={budgetSkeleton(components)} status={statusSkeleton(3)} />;
}
