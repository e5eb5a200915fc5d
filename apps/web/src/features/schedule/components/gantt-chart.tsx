import { daysBetween } from '@hrt/shared/domain/calendar-days';
import {
  barGeometry,
  barMeetsRange,
  dateAtX,
  dayWidth,
  headerScale,
  rowHeight,
  type ScheduleRow,
  visibleDayRange,
  wheelScroll,
} from '@hrt/shared/domain/schedule';
import { type DependencyState, dependencyState } from '@hrt/shared/domain/task-dependencies';
import { scheduleConstants, type Task } from '@hrt/shared/schemas/schedule';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { DependencyLines } from './dependency-lines';
import { HEADER_PX, NAME_COLUMN_PX } from './layout';
import { TaskBar } from './task-bar';
import { statusTone } from './task-tone';
import { TimelineHeader } from './timeline-header';

export interface GanttChartProps {
  rows: readonly ScheduleRow<Task>[];
  tasksById: ReadonlyMap<string, Task>;
  criticalIds: ReadonlySet<string>;
  windowStart: string;
  zoom: number;
  today: string;
  showLines: boolean;
  canEdit: boolean;
  onAddAt: (date: string, componentId: string) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onMove: (task: Task, days: number) => void;
}

/**
 * The Gantt grid: one scroll box with a sticky date header and a sticky task-name column.
 * Rows are virtualized (TanStack Virtual) and only the visible days get header cells and bars,
 * so 10,000 tasks draw what fits on screen. The wheel scrolls the timeline sideways at half
 * speed; over the names column it scrolls up and down as usual.
 */
export function GanttChart(props: GanttChartProps) {
  const { rows, tasksById, windowStart, zoom, today, canEdit, onAddAt } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ left: 0, width: 1024 });
  const dw = dayWidth(zoom);
  const timelineWidth = scheduleConstants.visibleDays * dw;
  const timelineView = Math.max(0, view.width - NAME_COLUMN_PX);

  const { rowTops, indexById, successorsOf } = useMemo(() => {
    const tops: number[] = [];
    const index = new Map<string, number>();
    const successors = new Map<string, string[]>();
    let top = 0;
    rows.forEach((row, i) => {
      tops.push(top);
      top += rowHeight(row.kind);
      if (row.kind !== 'task') return;
      index.set(row.task.id, i);
      for (const dependency of row.task.dependencies) {
        const list = successors.get(dependency);
        if (list) list.push(row.task.id);
        else successors.set(dependency, [row.task.id]);
      }
    });
    return { rowTops: tops, indexById: index, successorsOf: successors };
  }, [rows]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]?.kind ?? 'task'),
    getItemKey: (index) => rows[index]?.key ?? index,
    paddingStart: HEADER_PX,
    overscan: 6,
  });

  // Scroll position drives which days are drawn; read it once per frame.
  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((previous) =>
        previous.left === element.scrollLeft && previous.width === element.clientWidth
          ? previous
          : { left: element.scrollLeft, width: element.clientWidth },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey) return;
      if ((event.target as Element | null)?.closest('[data-name-column]')) return;
      const delta = wheelScroll(event.deltaX, event.deltaY);
      if (delta === 0) return;
      event.preventDefault();
      element.scrollLeft += delta;
    };
    const resize = new ResizeObserver(onScroll);
    resize.observe(element);
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('wheel', onWheel, { passive: false });
    read();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      resize.disconnect();
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('wheel', onWheel);
    };
  }, []);

  // A new window (navigation) starts at its left edge; Today's week is then in view.
  useLayoutEffect(() => {
    if (scrollRef.current && windowStart) scrollRef.current.scrollLeft = 0;
  }, [windowStart]);

  const range = visibleDayRange(view.left, timelineView, zoom);
  const items = virtualizer.getVirtualItems();
  const visibleTaskIds: string[] = [];
  for (const item of items) {
    const row = rows[item.index];
    if (row?.kind === 'task') visibleTaskIds.push(row.task.id);
  }
  const todayOffset = daysBetween(windowStart, today);
  const showToday = todayOffset >= 0 && todayOffset < scheduleConstants.visibleDays;
  const scale = headerScale(zoom);
  const gridPeriod = scale.unit === 'day' ? dw : dw * 7;

  const addFromClick = (event: MouseEvent<HTMLDivElement>, componentId: string) => {
    if (!canEdit || (event.target as Element).closest('[data-task-bar]')) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    onAddAt(dateAtX(x, windowStart, zoom), componentId);
  };

  return (
    <div
      ref={scrollRef}
      className="relative h-[calc(100dvh-17rem)] min-h-[420px] overflow-auto overscroll-contain rounded-b-xl"
      data-testid="gantt-scroll"
    >
      <div
        className="relative"
        style={{ width: NAME_COLUMN_PX + timelineWidth, height: virtualizer.getTotalSize() }}
      >
        <TimelineHeader
          windowStart={windowStart}
          zoom={zoom}
          today={today}
          from={range.from}
          to={range.to}
          width={NAME_COLUMN_PX + timelineWidth}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute"
          style={{
            left: NAME_COLUMN_PX,
            top: HEADER_PX,
            width: timelineWidth,
            bottom: 0,
            backgroundImage: `repeating-linear-gradient(to right, var(--border) 0 1px, transparent 1px ${gridPeriod}px)`,
          }}
        />
        {showToday && (
          <div
            aria-hidden="true"
            data-testid="today-marker"
            className="pointer-events-none absolute z-[6] w-0.5 bg-primary"
            style={{
              left: NAME_COLUMN_PX + todayOffset * dw + dw / 2 - 1,
              top: HEADER_PX,
              bottom: 0,
            }}
          />
        )}
        {items.map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={item.key}
              data-row={row.kind}
              data-component={row.group.name}
              className={cn(
                'absolute left-0 flex border-b',
                row.kind === 'group' ? 'bg-muted/60' : 'bg-transparent',
              )}
              style={{ top: item.start, height: item.size, width: NAME_COLUMN_PX + timelineWidth }}
            >
              {row.kind === 'group' ? (
                <GroupName name={row.group.name} count={row.count} />
              ) : (
                <TaskName
                  task={row.task}
                  dependency={dependencyState(row.task, tasksById)}
                  critical={props.criticalIds.has(row.task.id)}
                />
              )}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users have the Add Task button. */}
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, Add Task is the keyboard path. */}
              <div
                className={cn('relative h-full', canEdit && 'cursor-copy')}
                style={{ width: timelineWidth }}
                data-testid={row.kind === 'task' ? `row-${row.task.id}` : `group-${row.group.id}`}
                onClick={(event) => addFromClick(event, row.group.id)}
              >
                {row.kind === 'task' && (
                  <RowBar
                    task={row.task}
                    range={range}
                    chart={props}
                    dependency={dependencyState(row.task, tasksById)}
                  />
                )}
              </div>
            </div>
          );
        })}
        {props.showLines && (
          <div
            className="pointer-events-none absolute top-0"
            style={{ left: NAME_COLUMN_PX }}
            aria-hidden="true"
          >
            <DependencyLines
              visibleTaskIds={visibleTaskIds}
              tasksById={tasksById}
              successorsOf={successorsOf}
              rowCentre={(id) => {
                const index = indexById.get(id);
                return index === undefined
                  ? undefined
                  : HEADER_PX + rowTops[index]! + scheduleConstants.rowHeightPx / 2;
              }}
              windowStart={windowStart}
              zoom={zoom}
              visibleWidth={timelineView}
            />
          </div>
        )}
      </div>
    </div>
  );
}

function RowBar({
  task,
  range,
  chart,
  dependency,
}: {
  task: Task;
  range: { from: number; to: number };
  chart: GanttChartProps;
  dependency: DependencyState;
}) {
  const geometry = barGeometry(task, chart.windowStart, chart.zoom);
  if (!barMeetsRange(geometry, range.from, range.to, chart.zoom)) return null;
  return (
    <TaskBar
      task={task}
      x={geometry.x}
      width={geometry.width}
      zoom={chart.zoom}
      dependency={dependency}
      critical={chart.criticalIds.has(task.id)}
      canEdit={chart.canEdit}
      onMove={chart.onMove}
      onEdit={chart.onEdit}
      onDelete={chart.onDelete}
    />
  );
}

function GroupName({ name, count }: { name: string; count: number }) {
  return (
    <div
      data-name-column
      className="sticky left-0 z-10 flex h-full shrink-0 items-center gap-2 border-r bg-muted px-3 text-sm font-semibold"
      style={{ width: NAME_COLUMN_PX }}
    >
      <span className="truncate">{name}</span>
      <span className="tabular text-xs font-normal text-muted-foreground">
        {count === 1 ? '1 task' : `${count} tasks`}
      </span>
    </div>
  );
}

const dependencyBadge: Partial<Record<DependencyState, { label: string; tone: 'destructive' }>> = {
  blocked: { label: 'Blocked', tone: 'destructive' },
  error: { label: 'Missing dependency', tone: 'destructive' },
};

function TaskName({
  task,
  dependency,
  critical,
}: {
  task: Task;
  dependency: DependencyState;
  critical: boolean;
}) {
  const badge = dependencyBadge[dependency];
  return (
    <div
      data-name-column
      className="sticky left-0 z-10 grid h-full shrink-0 content-center gap-0.5 border-r bg-card px-3"
      style={{ width: NAME_COLUMN_PX }}
    >
      <span className="flex min-w-0 items-center gap-1.5">
        <span className="truncate text-sm font-medium">{task.name}</span>
        {critical && (
          <span className="shrink-0 text-[10px] font-semibold uppercase text-destructive">
            Critical
          </span>
        )}
      </span>
      <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
        <span className="truncate">{task.owner.name}</span>
        <Badge variant={statusTone(task)} className="px-1.5 py-0 text-[11px]">
          {task.status.name}
        </Badge>
        {badge && (
          <Badge variant={badge.tone} className="px-1.5 py-0 text-[11px]">
            {badge.label}
          </Badge>
        )}
      </span>
    </div>
  );
}
