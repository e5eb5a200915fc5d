import { AppError } from '@hrt/shared/errors';
import { can } from '@hrt/shared/roles';
import type { Task, TaskStatusChange } from '@hrt/shared/schemas/schedule';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { ownContactOf } from '../../http/trade-scope.ts';
import { writeFreshUpdate } from '../activity/write-change.ts';
import { toTask } from './presenter.ts';
import { updateTaskRow } from './repository.ts';
import { dependenciesOf, freshTask, notFound, type ScheduleDeps, taskActivity } from './service.ts';

/**
 * Changes only a task's status, recorded as an edit of the task (its history and notification
 * say the status changed). A trade may change its own tasks' (another's answers 404 as if
 * missing, before any version check could tell it exists); the household needs schedule.edit.
 */
export async function changeTaskStatus(
  deps: Pick<ScheduleDeps, 'database'>,
  principal: Principal,
  { id, change }: { id: string; change: TaskStatusChange },
): Promise<Task> {
  const own = ownContactOf(principal);
  if (own === null && !can(principal.role, 'schedule.edit')) {
    throw new AppError('forbidden', 'Your role does not allow this action.');
  }
  const fresh = freshTask(id, change.updated_at);
  return writeFreshUpdate(deps.database.db, principal.email, {
    ...fresh,
    lock: async (tx: Database) => {
      const current = await fresh.lock(tx);
      if (own !== null && current.task.contactId !== own) throw notFound();
      return current;
    },
    write: async (tx, current, updatedAt) => {
      const row = await updateTaskRow(tx, id, { statusId: change.status_id, updatedAt });
      return {
        result: toTask(row, current.componentName, await dependenciesOf(tx, id)),
        activity: taskActivity('updated', row),
      };
    },
  });
}
