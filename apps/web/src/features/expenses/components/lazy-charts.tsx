import { type ComponentProps, lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

// Recharts is the heaviest library of the money screens: it loads in its own chunk, after the
// tiles (which need nothing but the summary) are already on screen.
const BudgetChartModule = lazy(() =>
  import('./money-charts').then((module) => ({ default: module.BudgetChart })),
);
const SpendByStatusChartModule = lazy(() =>
  import('./money-charts').then((module) => ({ default: module.SpendByStatusChart })),
);

function ChartSkeleton() {
  return (
    <Card className="grid gap-3 p-6" role="status">
      <span className="sr-only">Loading chart...</span>
      <Skeleton className="h-5 w-56" />
      <Skeleton className="h-40 w-full" />
    </Card>
  );
}

export function BudgetChart(props: ComponentProps<typeof BudgetChartModule>) {
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <BudgetChartModule {...props} />
    </Suspense>
  );
}

export function SpendByStatusChart(props: ComponentProps<typeof SpendByStatusChartModule>) {
  return (
    <Suspense fallback={<ChartSkeleton />}>
      <SpendByStatusChartModule {...props} />
    </Suspense>
  );
}

export { ChartSkeleton };
