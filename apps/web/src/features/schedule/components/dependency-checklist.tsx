import { formatShortDay } from '@hrt/shared/domain/calendar-days';
import { lastDayOf } from '@hrt/shared/domain/schedule';
import { dependencySummary } from '@hrt/shared/domain/task-dependencies';
import { DONE_STATUS_ID, scheduleConstants, type Task } from '@hrt/shared/schemas/schedule';
import { Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';

/** More than this many candidates and the list offers a search, and shows the first matches. */
const SEARCH_FROM = 8;
const MAX_SHOWN = 150;

/**
 * The dependency checklist: every other task as a checkbox in a box at most
 * 128 px high, with a status summary such as '2 selected · 1 blocked'. The task being edited
 * is never offered as its own dependency.
 */
export function DependencyChecklist({
  tasks,
  tasksById,
  editingId,
  componentId,
  startAt,
  value,
  onChange,
  removed = [],
}: {
  tasks: readonly Task[];
  tasksById: ReadonlyMap<string, Task>;
  editingId: string | null;
  componentId: string;
  startAt: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Dependencies on tasks now in the trash: shown as removed, not silently gone. */
  removed?: NonNullable<Task['removed_dependencies']>;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` only ranks at opening.
  const candidates = useMemo(() => {
    const others = tasks.filter((task) => task.id !== editingId);
    // Selected first, then this component's tasks, then by start date.
    const rank = (task: Task) =>
      value.includes(task.id) ? 0 : task.group.id === componentId ? 1 : 2;
    return others.sort((a, b) => rank(a) - rank(b) || (a.startAt < b.startAt ? -1 : 1));
    // The order is settled when the dialog opens; ticking a box must not move it under the pointer.
  }, [tasks, editingId, componentId]);
  const needle = search.trim().toLowerCase();
  const shown = (
    needle
      ? candidates.filter(
          (task) =>
            task.name.toLowerCase().includes(needle) ||
            task.group.name.toLowerCase().includes(needle),
        )
      : candidates
  ).slice(0, MAX_SHOWN);
  const summary = dependencySummary(value, { startAt }, tasksById);
  const toggle = (taskId: string, on: boolean) =>
    onChange(on ? [...value, taskId] : value.filter((other) => other !== taskId));

  return (
    <fieldset className="grid gap-1.5" aria-describedby={`${id}-summary`}>
      <legend className="mb-1.5 text-sm font-medium">Dependencies</legend>
      {candidates.length > SEARCH_FROM && (
        <Input
          type="search"
          aria-label="Find a task to depend on"
          placeholder="Find a task..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-9"
        />
      )}
      <div
        className="overflow-y-auto rounded-md border bg-background p-1"
        style={{ maxHeight: scheduleConstants.dependencyListMaxHeightPx }}
        data-testid="dependency-list"
      >
        {shown.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">
            {candidates.length === 0 ? 'No other tasks yet.' : 'No task matches.'}
          </p>
        ) : (
          shown.map((task) => {
            const checked = value.includes(task.id);
            const blocks = checked && task.status.id !== DONE_STATUS_ID && task.endAt > startAt;
            return (
              <label
                key={task.id}
                className="flex min-h-8 cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-accent"
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 rounded border-input accent-[var(--primary)]"
                  checked={checked}
                  onChange={(event) => toggle(task.id, event.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate">{task.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular">
                  {task.group.name} · {formatShortDay(task.startAt)}–
                  {formatShortDay(lastDayOf(task))}
                </span>
                {blocks && <span className="shrink-0 text-xs text-destructive">blocks</span>}
              </label>
            );
          })
        )}
      </div>
      {removed.length > 0 && (
        <ul aria-label="Removed dependencies" className="grid gap-0.5 px-1 text-sm">
          {removed.map((task) => (
            <li key={task.id} className="flex items-center gap-2 text-muted-foreground">
              <Trash2 aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 break-words">{task.name} (in the trash)</span>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-summary`} className="text-xs text-muted-foreground" aria-live="polite">
        {summary}
      </p>
    </fieldset>
  );
}
