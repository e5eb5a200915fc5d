import { type Task, taskStatuses } from '@hrt/shared/schemas/schedule';
import type { TaskRow } from './repository.ts';

export function toTask(
  row: TaskRow,
  componentName: string,
  dependencies: string[],
  removedDependencies: { id: string; name: string }[] = [],
): Task {
  const status = taskStatuses.find((candidate) => candidate.id === row.statusId) ?? taskStatuses[0];
  return {
    id: row.id,
    name: row.name,
    startAt: row.startAt,
    endAt: row.endAt,
    status: { id: status.id, name: status.name, color: status.color },
    group: { id: row.componentId, name: componentName },
    owner: { id: row.ownerId, name: row.ownerName, image: null },
    supplier: row.supplier,
    contact_id: row.contactId,
    dependencies,
    ...(removedDependencies.length ? { removed_dependencies: removedDependencies } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
  };
}
