import type { Task } from '@hrt/shared/schemas/schedule';
import { CalendarRange } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy-component';
import type { GanttChartProps } from './gantt-chart';
import { ScheduleWeekList } from './schedule-week-list';

// The Gantt (its bars, dragging, dependency lines) loads only on screens wide enough to show it:
// a phone gets the list by week and never downloads it (decision 046).
const GanttPanel = lazyComponent(() => import('./gantt-panel').then((module) => module.GanttPanel));

function LoadingRows() {
  return (
    <div aria-busy="true" className="grid gap-2">
      <span className="sr-only">Loading tasks...</span>
      {[0, 1, 2, 3, 4].map((item) => (
        <Skeleton key={item} className="h-12 rounded-lg" />
      ))}
    </div>
  );
}

/**
 * The schedule itself: placeholders while the tasks load, an empty state when there is nothing
 * to plan yet, then a list by week on phones and the Gantt on wider screens.
 */
export function ScheduleContent({
  pending,
  tasks,
  componentCount,
  phone,
  chart,
  filter,
  onFilter,
  onAddToday,
}: {
  pending: boolean;
  tasks: readonly Task[] | undefined;
  componentCount: number;
  phone: boolean;
  chart: GanttChartProps;
  filter: string;
  onFilter: (filter: string) => void;
  onAddToday: () => void;
}) {
  if (pending) return <LoadingRows />;
  if (!tasks) return null;
  if (tasks.length === 0 && componentCount === 0) {
    return (
      <EmptyState
        icon={CalendarRange}
        title="No tasks yet"
        description="Add a component on the Rooms page, then plan its work here."
      />
    );
  }
  if (!phone) {
    return (
      <Suspense fallback={<LoadingRows />}>
        <GanttPanel chart={chart} filter={filter} onFilter={onFilter} />
      </Suspense>
    );
  }
  if (tasks.length === 0) {
    return (
      <EmptyState
        icon={CalendarRange}
        title="No tasks yet"
        description="Plan the first piece of work, or let Agentic Planning suggest an order."
        action={chart.canEdit ? <Button onClick={onAddToday}>Add Task</Button> : undefined}
      />
    );
  }
  return (
    <ScheduleWeekList
      tasks={tasks}
      tasksById={chart.tasksById}
      criticalIds={chart.criticalIds}
      today={chart.today}
      canEdit={chart.canEdit}
      onEdit={chart.onEdit}
      onDelete={chart.onDelete}
      onMove={chart.onMove}
    />
  );
}
