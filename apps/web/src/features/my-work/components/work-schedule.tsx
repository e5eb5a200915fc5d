import { addDays, formatShortDay } from '@hrt/shared/domain/calendar-days';
import type { Task } from '@hrt/shared/schemas/schedule';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import {
  type DayScale,
  type DaySpan,
  dayScaleFor,
  mergeBusy,
  placeOnScale,
  weekTicks,
} from '../lib/day-scale';
import { TaskStatusSelect } from './task-status-select';
import { WorkSection } from './work-section';

/** A bar's fill by its task's status: the schedule's tones (soft surface, strong edge). */
const statusBar: Record<string, string> = {
  warning: 'bg-warning-soft border-warning/60',
  info: 'bg-info-soft border-info/60',
  success: 'bg-success-soft border-success/60',
};

/** '3 Mar to 7 Mar', or '3 Mar' for a single day: the last day, not the exclusive end. */
function spanDates(span: DaySpan): string {
  const last = addDays(span.endAt, -1);
  if (last === span.startAt) return formatShortDay(span.startAt);
  return `${formatShortDay(span.startAt)} to ${formatShortDay(last)}`;
}

/** The week lines behind a track, and today's line when it falls on the scale. */
function TrackLines({ scale, today }: { scale: DayScale; today: string }) {
  const todayPlace = placeOnScale(scale, { startAt: today, endAt: addDays(today, 1) });
  return (
    <>
      {weekTicks(scale).map((tick) => (
        <span
          key={tick.date}
          aria-hidden="true"
          className="absolute inset-y-0 border-l border-border/70"
          style={{ left: `${tick.left}%` }}
        />
      ))}
      {todayPlace && (
        <span
          aria-hidden="true"
          data-today
          className="absolute inset-y-0 z-10 border-l-2 border-primary"
          style={{ left: `${todayPlace.left}%` }}
        />
      )}
    </>
  );
}

/** Up to this many days the scale marks each day; beyond, the marks would run together. */
const DAY_MARKS_UP_TO = 70;

/** The weeks' first days over the tracks, each day marked: a day scale that fits a phone. */
function ScaleHeader({ scale }: { scale: DayScale }) {
  const days = scale.days <= DAY_MARKS_UP_TO ? scale.days : 0;
  return (
    <div aria-hidden="true" className="relative h-6 border-b text-xs text-muted-foreground">
      {Array.from({ length: days }, (_, day) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a day's mark is its place on the scale.
          key={day}
          className="absolute bottom-0 h-1 border-l border-border"
          style={{ left: `${(day / scale.days) * 100}%` }}
        />
      ))}
      {weekTicks(scale).map((tick) => (
        <span
          key={tick.date}
          className="absolute top-0 pl-1 whitespace-nowrap tabular"
          style={{ left: `${tick.left}%` }}
        >
          {formatShortDay(tick.date)}
        </span>
      ))}
    </div>
  );
}

function TaskRow({ task, scale, today }: { task: Task; scale: DayScale; today: string }) {
  const place = placeOnScale(scale, task);
  const dates = spanDates(task);
  return (
    <li className="grid gap-1.5" data-task={task.id}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">{task.name}</p>
          <p className="text-xs text-muted-foreground">
            <span className="tabular">{dates}</span> · {task.group.name}
          </p>
        </div>
        <TaskStatusSelect task={task} />
      </div>
      <div className="relative h-8 overflow-hidden rounded-md bg-muted/50">
        <TrackLines scale={scale} today={today} />
        {place && (
          <div
            aria-hidden="true"
            data-bar="task"
            className={cn(
              'absolute inset-y-1 flex min-w-2 items-center overflow-hidden rounded border px-1.5 text-xs font-medium text-foreground',
              statusBar[task.status.color] ?? 'border-border bg-muted',
            )}
            style={{ left: `${place.left}%`, width: `${place.width}%` }}
          >
            <span className="truncate">{task.name}</span>
          </div>
        )}
      </div>
    </li>
  );
}

/** Other trades' days on site, as grey 'Busy' bars: no names, no counts, just when. */
function BusyRow({ busy, scale, today }: { busy: DaySpan[]; scale: DayScale; today: string }) {
  const placed = busy.flatMap((span) => {
    const place = placeOnScale(scale, span);
    return place ? [{ span, place }] : [];
  });
  const headingId = useId();
  if (placed.length === 0) return null;
  return (
    <div className="grid gap-1.5 border-t pt-3">
      <p className="text-sm font-medium" id={headingId}>
        Other trades on site
      </p>
      <ul
        aria-labelledby={headingId}
        className="relative h-8 overflow-hidden rounded-md bg-muted/50"
      >
        <TrackLines scale={scale} today={today} />
        {placed.map(({ span, place }) => (
          <li
            key={span.startAt}
            data-bar="busy"
            className="absolute inset-y-1 flex min-w-2 items-center overflow-hidden rounded border border-dashed border-muted-foreground/60 bg-muted px-1.5 text-xs font-medium text-muted-foreground"
            style={{ left: `${place.left}%`, width: `${place.width}%` }}
          >
            <span className="truncate">Busy</span>
            <span className="sr-only">, {spanDates(span)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The trade's schedule: its own tasks as bars with their names and dates, each with its status
 * to change, and the other trades' tasks as nameless busy days, on one scale of whole weeks.
 */
export function WorkSchedule({
  tasks,
  busy,
  today,
}: {
  tasks: readonly Task[];
  busy: readonly DaySpan[];
  today: string;
}) {
  const ordered = [...tasks].sort((a, b) => (a.startAt < b.startAt ? -1 : 1));
  // The scale is the trade's own weeks; busy days outside them are not its concern.
  const scale = dayScaleFor(ordered.length > 0 ? ordered : busy);
  return (
    <WorkSection title="Schedule" description="Your tasks, and when other trades are on site.">
      {scale ? (
        <div className="grid gap-3">
          <ScaleHeader scale={scale} />
          {ordered.length > 0 && (
            <ol aria-label="Your tasks" className="grid gap-4">
              {ordered.map((task) => (
                <TaskRow key={task.id} task={task} scale={scale} today={today} />
              ))}
            </ol>
          )}
          <BusyRow busy={mergeBusy(busy)} scale={scale} today={today} />
        </div>
      ) : (
        <EmptyState
          quiet
          icon={CalendarDays}
          title="No tasks yet"
          description="Your tasks will appear here once they are planned."
        />
      )}
    </WorkSection>
  );
}
