import { formatDay, formatShortDay, weekStart } from '@hrt/shared/domain/calendar-days';
import { lastDayOf, tasksByWeek } from '@hrt/shared/domain/schedule';
import { type DependencyState, dependencyState } from '@hrt/shared/domain/task-dependencies';
import type { Task } from '@hrt/shared/schemas/schedule';
import { ChevronLeft, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { statusTone } from './task-tone';

/** Tasks shown before "Show more": a phone list stays quick with 10,000 tasks. */
const PAGE = 60;
/**
 * Tasks drawn in the first render, about two screens of a phone: the rest of the page follows
 * in a background render React splits into short slices, so a phone's main thread is not held
 * up drawing cards far below the screen.
 */
const FIRST_SCREEN = 12;

/**
 * The phone schedule: tasks by the week they start in, from the current week on (earlier
 * weeks on request), each with the same actions as the Gantt: edit, delete and move a day
 * earlier or later.
 */
export function ScheduleWeekList({
  tasks,
  tasksById,
  criticalIds,
  today,
  canEdit,
  onEdit,
  onDelete,
  onMove,
}: {
  tasks: readonly Task[];
  tasksById: ReadonlyMap<string, Task>;
  criticalIds: ReadonlySet<string>;
  today: string;
  canEdit: boolean;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onMove: (task: Task, days: number) => void;
}) {
  const [showEarlier, setShowEarlier] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const drawn = useDeferredValue(limit, FIRST_SCREEN);
  const thisWeek = weekStart(today);
  const earlier = tasks.filter((task) => task.endAt <= thisWeek).length;
  const listed = showEarlier ? tasks : tasks.filter((task) => task.endAt > thisWeek);
  const weeks = tasksByWeek(listed);
  let budget = drawn;
  const shownWeeks: typeof weeks = [];
  for (const week of weeks) {
    if (budget <= 0) break;
    shownWeeks.push({ week: week.week, tasks: week.tasks.slice(0, budget) });
    budget -= week.tasks.length;
  }

  return (
    <div className="grid gap-4" data-testid="schedule-week-list">
      {earlier > 0 && !showEarlier && (
        <Button variant="outline" onClick={() => setShowEarlier(true)}>
          Show {earlier} earlier {earlier === 1 ? 'task' : 'tasks'}
        </Button>
      )}
      {shownWeeks.map(({ week, tasks: weekTasks }) => (
        <section key={week} aria-labelledby={`week-${week}`} className="grid gap-2">
          <h2 id={`week-${week}`} className="text-sm font-semibold text-muted-foreground">
            {week === thisWeek ? 'This week' : `Week of ${formatShortDay(week)}`}
            <span className="sr-only">, {formatDay(week)}</span>
          </h2>
          <ul className="grid gap-2">
            {weekTasks.map((task) => (
              <WeekTask
                key={task.id}
                task={task}
                dependency={dependencyState(task, tasksById)}
                critical={criticalIds.has(task.id)}
                canEdit={canEdit}
                onEdit={onEdit}
                onDelete={onDelete}
                onMove={onMove}
              />
            ))}
          </ul>
        </section>
      ))}
      {listed.length > limit ? (
        <Button variant="outline" onClick={() => setLimit((value) => value + PAGE)}>
          Show more tasks
        </Button>
      ) : null}
    </div>
  );
}

const dependencyText: Partial<Record<DependencyState, string>> = {
  blocked: 'Blocked',
  error: 'Missing dependency',
};

function WeekTask({
  task,
  dependency,
  critical,
  canEdit,
  onEdit,
  onDelete,
  onMove,
}: {
  task: Task;
  dependency: DependencyState;
  critical: boolean;
  canEdit: boolean;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onMove: (task: Task, days: number) => void;
}) {
  const last = lastDayOf(task);
  const warning = dependencyText[dependency];
  return (
    <li>
      <article
        aria-label={task.name}
        className="grid gap-2 rounded-xl border bg-card p-3 shadow-xs"
        data-task-card={task.id}
      >
        <div className="flex items-start justify-between gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 className="font-medium break-words">{task.name}</h3>
            <p className="text-sm text-muted-foreground tabular">
              {task.startAt === last
                ? formatDay(task.startAt)
                : `${formatShortDay(task.startAt)} – ${formatDay(last)}`}
            </p>
            <p className="text-xs text-muted-foreground">
              {task.group.name} · {task.owner.name}
              {task.supplier ? ` · ${task.supplier}` : ''}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <Badge variant={statusTone(task)}>{task.status.name}</Badge>
            {warning && <Badge variant="destructive">{warning}</Badge>}
            {critical && <Badge variant="outline">Critical path</Badge>}
          </div>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={`Move ${task.name} a day earlier`}
              onClick={() => onMove(task, -1)}
            >
              <ChevronLeft />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Move ${task.name} a day later`}
              onClick={() => onMove(task, 1)}
            >
              <ChevronRight />
            </Button>
            <Button variant="outline" className="ml-auto" onClick={() => onEdit(task)}>
              <Pencil aria-hidden="true" />
              Edit
              <span className="sr-only"> {task.name}</span>
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Delete ${task.name}`}
              onClick={() => onDelete(task)}
            >
              <Trash2 />
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
