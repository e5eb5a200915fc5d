import { daysBetween } from '@hrt/shared/domain/calendar-days';
import {
  dateAtX,
  dayWidth,
  headerScale,
  rowHeight,
  type ScheduleRow,
  visibleDayRange,
} from '@hrt/shared/domain/schedule';
import { scheduleConstants, type Task } from '@hrt/shared/schemas/schedule';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, useMemo, useRef } from 'react';
import { useTimelineView } from '../hooks/use-timeline-view';
import { DependencyLines } from './dependency-lines';
import { GanttRow, type RowContext } from './gantt-row';
import { HEADER_PX, NAME_COLUMN_PX } from './layout';
import { NonWorkingDays } from './non-working-days';
import { TimelineHeader } from './timeline-header';

export interface GanttChartProps extends RowContext {
  rows: readonly ScheduleRow<Task>[];
  today: string;
  showLines: boolean;
  onAddAt: (date: string, componentId: string) => void;
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
 * speed; over the names column it scrolls up and down as usual.
 */
export function GanttChart(props: GanttChartProps) {
  const { rows, tasksById, windowStart, zoom, today, canEdit, onAddAt } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = useTimelineView(scrollRef, windowStart);
  const timelineWidth = scheduleConstants.visibleDays * dayWidth(zoom);
  const timelineView = Math.max(0, view.width - NAME_COLUMN_PX);
  const { rowTops, indexById, successorsOf } = useMemo(() => layOutRows(rows), [rows]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]?.kind ?? 'task'),
    getItemKey: (index) => rows[index]?.key ?? index,
    paddingStart: HEADER_PX,
    overscan: 6,
  });

  const range = visibleDayRange(view.left, timelineView, zoom);
  const items = virtualizer.getVirtualItems();
  const visibleTaskIds: string[] = [];
  for (const item of items) {
    const row = rows[item.index];
    if (row?.kind === 'task') visibleTaskIds.push(row.task.id);
  }

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
        <NonWorkingDays windowStart={windowStart} zoom={zoom} from={range.from} to={range.to} />
        <TimelineBackdrop windowStart={windowStart} zoom={zoom} today={today} />
        {items.map((item) => (
          <GanttRow
            key={item.key}
            row={rows[item.index]!}
            item={item}
            chart={props}
            range={range}
            timelineWidth={timelineWidth}
            onTimelineClick={addFromClick}
          />
        ))}
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

/** The grid lines (days, or weeks when zoomed out) and Today's marker behind the rows. */
function TimelineBackdrop({
  windowStart,
  zoom,
  today,
}: {
  windowStart: string;
  zoom: number;
  today: string;
}) {
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
