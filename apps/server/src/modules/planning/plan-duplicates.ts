import type { Analysis, Task } from '@hrt/shared/schemas/schedule';
import { findRepeat, taskIdentity } from './trade-steps.ts';

/**
 * Takes out of a plan every task that is the same trade step on the same component as one the
 * schedule already has, or as an earlier task of the plan ('Plastering' beside 'Plaster walls
 * and ceiling'), and points the dependencies on it at the one kept (decision 035). Whoever made
 * the plan, a model or a person carrying an analysed plan back, it cannot add a duplicate.
 */
export function mergeDuplicates(
  analysis: Analysis,
  existing: readonly Task[],
  components: ReadonlyArray<{ id: string; name: string }>,
): Analysis {
  const onSchedule = new Map(
    existing.map((task) => [taskIdentity(task.group.id, task.name), task]),
  );
  const firstComponent = components[0]?.id ?? '';
  const kept = new Map<string, { key: string; name: string }>();
  const replaced = new Map<string, string>();
  const notes = [...analysis.notes];
  const tasks = analysis.suggested_tasks.filter((task) => {
    const componentId = task.component_id ?? firstComponent;
    const where =
      components.find((component) => component.id === componentId)?.name ?? 'its component';
    const identity = taskIdentity(componentId, task.name);
    const already = findRepeat(onSchedule, componentId, task.name);
    if (already) {
      replaced.set(task.key, already.id);
      notes.push(`'${task.name}' is already on ${where} as '${already.name}': not added again.`);
      return false;
    }
    const earlier = findRepeat(kept, componentId, task.name);
    if (earlier) {
      replaced.set(task.key, earlier.key);
      notes.push(`'${task.name}' is the same step as '${earlier.name}' (${where}): merged.`);
      return false;
    }
    kept.set(identity, { key: task.key, name: task.name });
    return true;
  });
  if (!replaced.size) return analysis;
  const seen = new Set<string>();
  const dependencies = analysis.dependencies.flatMap((link) => {
    const from = replaced.get(link.from) ?? link.from;
    const to = replaced.get(link.to) ?? link.to;
    const id = `${from}>${to}`;
    // A link into a task already on the schedule, or to itself after merging, has no use.
    if (from === to || seen.has(id) || !tasks.some((task) => task.key === to)) return [];
    seen.add(id);
    return [{ from, to }];
  });
  return { ...analysis, suggested_tasks: tasks, dependencies, notes };
}
