import { barGeometry, barMeetsRange, dateAtX, type ScheduleRow } from '@hrt/shared/domain/schedule';
import { type DependencyState, dependencyState } from '@hrt/shared/domain/task-dependencies';
import type { Task } from '@hrt/shared/schemas/schedule';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useGantt } from './gantt-context';
import { NAME_COLUMN_PX } from './layout';
import { TaskBar } from './task-bar';
import { statusTone } from './task-tone';

/**
 * One virtual row of the Gantt: a component's header or a task, with its name in the sticky
 * column and, for a task, its bar when the bar meets the days drawn. A click on an empty spot of
 * the timeline adds a task there.
 */
export function GanttRow({ row, item }: { row: ScheduleRow<Task>; item: VirtualItem }) {
  const { tasksById, criticalIds, windowStart, zoom, timelineWidth, canEdit, onAddAt } = useGantt();
  // A group row has no dependencies of its own.
  const dependency = row.kind === 'task' ? dependencyState(row.task, tasksById) : 'none';
  const addFromClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!canEdit || (event.target as Element).closest('[data-task-bar]')) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    onAddAt(dateAtX(x, windowStart, zoom), row.group.id);
  };
  return (
    <div
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
        <TaskName task={row.task} dependency={dependency} critical={criticalIds.has(row.task.id)} />
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users have the Add Task button. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, Add Task is the keyboard path. */}
      <div
        className={cn('relative h-full', canEdit && 'cursor-copy')}
        style={{ width: timelineWidth }}
        data-testid={row.kind === 'task' ? `row-${row.task.id}` : `group-${row.group.id}`}
        onClick={addFromClick}
      >
        {row.kind === 'task' && <RowBar task={row.task} dependency={dependency} />}
      </div>
    </div>
  );
}

/**
 * A task's bar, when it meets the days drawn. TaskBar takes its part of the chart as props, not
 * from the context: it is memoised, and a context read would draw every bar again whenever any
 * task moved or the view scrolled.
 */
function RowBar({ task, dependency }: { task: Task; dependency: DependencyState }) {
  const { windowStart, zoom, range, criticalIds, canEdit, onMove, onEdit, onDelete } = useGantt();
  const geometry = barGeometry(task, windowStart, zoom);
  if (!barMeetsRange(geometry, range.from, range.to, zoom)) return null;
  return (
    <TaskBar
      task={task}
      x={geometry.x}
      width={geometry.width}
      zoom={zoom}
      dependency={dependency}
      critical={criticalIds.has(task.id)}
      canEdit={canEdit}
      onMove={onMove}
      onEdit={onEdit}
      onDelete={onDelete}
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
