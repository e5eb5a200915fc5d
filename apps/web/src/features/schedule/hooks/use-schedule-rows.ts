import { scheduleRows } from '@hrt/shared/domain/schedule';
import { criticalPath } from '@hrt/shared/domain/task-graph';
import type { BuildComponent } from '@hrt/shared/schemas/build-components';
import type { Task } from '@hrt/shared/schemas/schedule';
import { useMemo } from 'react';

/**
 * What the schedule draws from the task list: tasks by id, the critical path, and the rows
 * (a header per component, then its tasks), narrowed by the filter on task or component name.
 */
export function useScheduleRows(
  tasks: readonly Task[] | undefined,
  components: readonly BuildComponent[],
  filter: string,
) {
  const tasksById = useMemo(() => new Map((tasks ?? []).map((task) => [task.id, task])), [tasks]);
  const criticalIds = useMemo(() => new Set(criticalPath(tasks ?? [])), [tasks]);
  const needle = filter.trim().toLowerCase();
  const rows = useMemo(() => {
    const list = tasks ?? [];
    if (!needle) return scheduleRows(list, components);
    const matches = (text: string) => text.toLowerCase().includes(needle);
    return scheduleRows(
      list.filter((task) => matches(task.name) || matches(task.group.name)),
      components.filter((component) => matches(component.name)),
    );
  }, [tasks, components, needle]);
  return { tasksById, criticalIds, rows };
}
