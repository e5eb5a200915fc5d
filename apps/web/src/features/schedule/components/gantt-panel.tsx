import { Input } from '@/components/ui/input';
import { GanttChart, type GanttChartProps } from './gantt-chart';

/** The Gantt with its filter, its legend and how to use it. */
export function GanttPanel({
  chart,
  filter,
  onFilter,
}: {
  chart: GanttChartProps;
  filter: string;
  onFilter: (filter: string) => void;
}) {
  return (
    <section aria-label="Gantt chart" className="rounded-xl border bg-card shadow-xs">
      <div className="flex flex-wrap items-center gap-3 border-b px-3 py-2 text-xs text-muted-foreground">
        <Input
          type="search"
          aria-label="Filter by task or component"
          placeholder="Filter by task or component..."
          className="h-8 w-64"
          value={filter}
          onChange={(event) => onFilter(event.target.value)}
        />
        <Legend />
        <span className="ml-auto hidden xl:inline">
          Wheel over the timeline scrolls sideways; over the names, up and down.
          {chart.canEdit && ' Click an empty spot to add a task; drag a bar or use ← → to move it.'}
        </span>
      </div>
      <GanttChart {...chart} />
    </section>
  );
}

function Legend() {
  const item = (className: string, label: string) => (
    <span className="flex items-center gap-1.5">
      <span aria-hidden="true" className={className} />
      {label}
    </span>
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {item('h-3 w-5 rounded-sm border border-warning/60 bg-warning-soft', 'Planned')}
      {item('h-3 w-5 rounded-sm border border-info/60 bg-info-soft', 'In Progress')}
      {item('h-3 w-5 rounded-sm border border-success/60 bg-success-soft', 'Done')}
      {item('h-3 w-5 rounded-sm ring-2 ring-destructive/70', 'Critical path')}
      {item('h-0 w-5 border-t-2 border-dashed border-destructive', 'Blocking')}
      {item('h-3 w-5 rounded-sm border bg-non-working', 'Day off')}
      {item('h-3 w-5 rounded-sm border bg-holiday', 'Public holiday')}
    </div>
  );
}
