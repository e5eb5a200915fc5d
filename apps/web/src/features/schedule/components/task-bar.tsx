import { formatDay } from '@hrt/shared/domain/calendar-days';
import { dayWidth, lastDayOf, snapToDays } from '@hrt/shared/domain/schedule';
import type { DependencyState } from '@hrt/shared/domain/task-dependencies';
import { workingDaysDragged } from '@hrt/shared/domain/task-moves';
import type { Task } from '@hrt/shared/schemas/schedule';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { type KeyboardEvent, memo, type PointerEvent, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { readMoveCalendar } from '../api/working-calendar';
import { barTone, dependencyLabels, statusTone } from './task-tone';

/** Below this many pixels a press is a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;

interface TaskBarProps {
  task: Task;
  x: number;
  width: number;
  zoom: number;
  dependency: DependencyState;
  critical: boolean;
  canEdit: boolean;
  /** Moves the task by whole working days. */
  onMove: (task: Task, days: number) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/**
 * One bar. Dragging moves it by working days: the preview snaps to whole days as it goes
 * (written straight to the element's style so a drag re-renders nothing), and the drop counts
 * the working days to the day it lands on (a drop on a day off goes on to the next working day).
 * Left and Right move a focused bar by a working day; Enter, Space or a click opens the editor.
 */
export const TaskBar = memo(function TaskBar({
  task,
  x,
  width,
  zoom,
  dependency,
  critical,
  canEdit,
  onMove,
  onEdit,
  onDelete,
}: TaskBarProps) {
  const queryClient = useQueryClient();
  const barRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ startX: number; dx: number; pointer: number } | null>(null);
  const dragged = useRef(false);
  const keepFocus = useRef(false);
  const end = lastDayOf(task);
  const dates =
    task.startAt === end
      ? formatDay(task.startAt)
      : `${formatDay(task.startAt)} to ${formatDay(end)}`;

  // A keyboard move re-sorts the rows; bring the focus back to this bar once it has moved.
  useEffect(() => {
    if (keepFocus.current && task.startAt) buttonRef.current?.focus({ preventScroll: false });
  }, [task.startAt]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!canEdit || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, dx: 0, pointer: event.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    if (!state || state.pointer !== event.pointerId) return;
    state.dx = event.clientX - state.startX;
    if (Math.abs(state.dx) >= DRAG_THRESHOLD_PX) dragged.current = true;
    if (!dragged.current || !barRef.current) return;
    const snapped = snapToDays(state.dx, zoom) * dayWidth(zoom);
    barRef.current.style.transform = `translateX(${snapped}px)`;
    barRef.current.dataset.dragging = 'true';
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>, commit: boolean) => {
    const state = drag.current;
    if (!state || state.pointer !== event.pointerId) return;
    drag.current = null;
    if (barRef.current) {
      barRef.current.style.transform = '';
      delete barRef.current.dataset.dragging;
    }
    if (!dragged.current) return;
    // The click that ends a drag must not reach the row (which would open the add dialog) or
    // the bar (which would open the editor).
    const swallow = (click: Event) => {
      click.stopPropagation();
      click.preventDefault();
    };
    window.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
    dragged.current = false;
    if (!commit) return;
    const calendar = readMoveCalendar(queryClient);
    const days = workingDaysDragged(calendar, task.startAt, snapToDays(state.dx, zoom));
    if (days !== 0) onMove(task, days);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!canEdit) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      keepFocus.current = true;
      onMove(task, event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  const tone = statusTone(task);
  const warn = dependency === 'blocked' || dependency === 'error';
  return (
    <div
      ref={barRef}
      data-task-bar={task.id}
      data-critical={critical || undefined}
      data-dependency={dependency}
      className="group/bar absolute top-2 h-[34px] data-[dragging=true]:z-20 data-[dragging=true]:opacity-90"
      style={{ left: x, width }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cn(
          'flex size-full items-center gap-1 overflow-hidden rounded-md border px-2 text-left text-xs font-medium shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
          barTone[tone],
          critical && 'ring-2 ring-destructive/70 ring-offset-1 ring-offset-card',
          warn && 'border-l-4 border-l-destructive',
          canEdit ? 'cursor-grab touch-none active:cursor-grabbing' : 'cursor-default',
        )}
        aria-label={`${task.name}, ${dates}, ${task.status.name}${critical ? ', on the critical path' : ''}. ${dependencyLabels[dependency]}.`}
        aria-keyshortcuts={canEdit ? 'ArrowLeft ArrowRight Enter' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, true)}
        onPointerCancel={(event) => endDrag(event, false)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          keepFocus.current = false;
        }}
        onClick={() => {
          if (canEdit) onEdit(task);
        }}
      >
        {warn && (
          <TriangleAlert className="size-3.5 shrink-0 text-destructive" aria-hidden="true" />
        )}
        <span className="truncate">{task.name}</span>
      </button>
      {canEdit && (
        // Beside the bar, not on it: the whole bar stays a drag handle however short it is.
        <span className="absolute top-0 left-full z-10 hidden h-full items-center gap-0.5 pl-1 group-focus-within/bar:flex group-hover/bar:flex">
          <button
            type="button"
            className="grid size-8 place-items-center rounded-md border bg-card text-muted-foreground shadow-xs hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`Edit ${task.name}`}
            onClick={() => onEdit(task)}
          >
            <Pencil className="size-3.5" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="grid size-8 place-items-center rounded-md border bg-card text-muted-foreground shadow-xs hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`Delete ${task.name}`}
            onClick={() => onDelete(task)}
          >
            <Trash2 className="size-3.5" aria-hidden="true" />
          </button>
        </span>
      )}
    </div>
  );
});
