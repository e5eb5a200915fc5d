import { daysBetween } from '@hrt/shared/domain/calendar-days';
import {
  dayWidth,
  headerScale,
  rowHeight,
  type ScheduleRow,
  visibleDayRange,
} from '@hrt/shared/domain/schedule';
import { scheduleConstants, type Task } from '@hrt/shared/schemas/schedule';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTimelineView } from '../hooks/use-timeline-view';
import { DependencyLines } from './dependency-lines';
import { GanttContext, type GanttInput, type GanttState, useGantt } from './gantt-context';
import { GanttRow } from './gantt-row';
import { HEADER_PX, NAME_COLUMN_PX } from './layout';
import { NonWorkingDays } from './non-working-days';
import { TimelineHeader } from './timeline-header';

export interface GanttChartProps extends GanttInput {
  rows: readonly ScheduleRow<Task>[];
  showLines: boolean;
}

/** Each row's top, each task's row index and each task's successors, in one pass. */
function layOutRows(rows: readonly ScheduleRow<Task>[]) {
  const rowTops: number[] = [];
  const indexById = new Map<string, number>();
  const successorsOf = new Map<string, string[]>();
  let top = 0;
  rows.forEach((row, i) => {
    rowTops.push(top);
    top += rowHeight(row.kind);
    if (row.kind !== 'task') return;
    indexById.set(row.task.id, i);
    for (const dependency of row.task.dependencies) {
      const list = successorsOf.get(dependency);
      if (list) list.push(row.task.id);
      else successorsOf.set(dependency, [row.task.id]);
    }
  });
  return { rowTops, indexById, successorsOf };
}

/**
 * The Gantt grid: one scroll box with a sticky date header and a sticky task-name column.
 * Rows are virtualized (TanStack Virtual) and only the visible days get header cells and bars,
 * so 10,000 tasks draw what fits on screen. The wheel scrolls the timeline sideways at half
 * speed; over the names column it scrolls up and down as usual. The chart's shared state goes
 * to its parts through GanttContext.
 */
export function GanttChart({ rows, showLines, ...input }: GanttChartProps) {
  const { windowStart, zoom } = input;
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = useTimelineView(scrollRef, windowStart);
  const timelineWidth = scheduleConstants.visibleDays * dayWidth(zoom);
  const timelineView = Math.max(0, view.width - NAME_COLUMN_PX);
  const { rowTops, indexById, successorsOf } = useMemo(() => layOutRows(rows), [rows]);
  const { from, to } = visibleDayRange(view.left, timelineView, zoom);
  const state = useGanttState(input, from, to, timelineWidth);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]?.kind ?? 'task'),
    getItemKey: (index) => rows[index]?.key ?? index,
    paddingStart: HEADER_PX,
    overscan: 6,
  });

  const items = virtualizer.getVirtualItems();
  const visibleTaskIds: string[] = [];
  for (const item of items) {
    const row = rows[item.index];
    if (row?.kind === 'task') visibleTaskIds.push(row.task.id);
  }

  return (
    <GanttContext value={state}>
      <div
        ref={scrollRef}
        className="relative h-[calc(100dvh-17rem)] min-h-[420px] overflow-auto overscroll-contain rounded-b-xl"
        data-testid="gantt-scroll"
      >
        <div
          className="relative"
          style={{ width: NAME_COLUMN_PX + timelineWidth, height: virtualizer.getTotalSize() }}
        >
          <TimelineHeader />
          <NonWorkingDays windowStart={windowStart} zoom={zoom} from={from} to={to} />
          <TimelineBackdrop />
          {items.map((item) => (
            <GanttRow key={item.key} row={rows[item.index]!} item={item} />
          ))}
          {showLines && (
            <div
              className="pointer-events-none absolute top-0"
              style={{ left: NAME_COLUMN_PX }}
              aria-hidden="true"
            >
              <DependencyLines
                visibleTaskIds={visibleTaskIds}
                successorsOf={successorsOf}
                rowCentre={(id) => {
                  const index = indexById.get(id);
                  return index === undefined
                    ? undefined
                    : HEADER_PX + rowTops[index]! + scheduleConstants.rowHeightPx / 2;
                }}
                visibleWidth={timelineView}
              />
            </div>
          )}
        </div>
      </div>
    </GanttContext>
  );
}

/**
 * The context's value, a new object only when something in it changed (a scroll that draws no
 * new day changes nothing), so a memoised part that reads it is not drawn again for nothing.
 */
function useGanttState(
  input: GanttInput,
  from: number,
  to: number,
  timelineWidth: number,
): GanttState {
  const { tasksById, criticalIds, windowStart, zoom, today, canEdit } = input;
  const { onAddAt, onEdit, onDelete, onMove } = input;
  return useMemo(
    () => ({
      tasksById,
      criticalIds,
      windowStart,
      zoom,
      today,
      canEdit,
      onAddAt,
      onEdit,
      onDelete,
      onMove,
      range: { from, to },
      timelineWidth,
    }),
    [
      tasksById,
      criticalIds,
      windowStart,
      zoom,
      today,
      canEdit,
      onAddAt,
      onEdit,
      onDelete,
      onMove,
      from,
      to,
      timelineWidth,
    ],
  );
}

/** The grid lines (days, or weeks when zoomed out) and Today's marker behind the rows. */
function TimelineBackdrop() {
  const { windowStart, zoom, today } = useGantt();
  const dw = dayWidth(zoom);
  const todayOffset = daysBetween(windowStart, today);
  const showToday = todayOffset >= 0 && todayOffset < scheduleConstants.visibleDays;
  const gridPeriod = headerScale(zoom).unit === 'day' ? dw : dw * 7;
  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute"
        style={{
          left: NAME_COLUMN_PX,
          top: HEADER_PX,
          width: scheduleConstants.visibleDays * dw,
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
    </>
  );
}
