import { scheduleContract } from '@hrt/shared/contracts/schedule';
import type { TaskMove, TaskPutBack } from '@hrt/shared/schemas/schedule';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * PATCH /api/tasks/{id}/move, answering every task it moved (the task, then its dependants).
 * Its mutation (hooks/use-move-task.ts) shows the move at once and keeps moves in order, so it
 * is not a plain invalidating hook like the other writes.
 */
export function moveTask(id: string, move: TaskMove) {
  return callEndpoint(scheduleContract.move, { params: { id }, body: move });
}

/** PATCH /api/tasks/move: several tasks back to their dates at once (a move's 'Undo'). */
export function putBackTasks(body: TaskPutBack) {
  return callEndpoint(scheduleContract.putBack, { body });
}
