import { scheduleContract } from '@hrt/shared/contracts/schedule';
import type { TaskMove } from '@hrt/shared/schemas/schedule';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * PATCH /api/tasks/{id}/move. Its mutation (hooks/use-move-task.ts) shows the move at once and
 * keeps moves in order, so it is not a plain invalidating hook like the other writes.
 */
export function moveTask(id: string, move: TaskMove) {
  return callEndpoint(scheduleContract.move, { params: { id }, body: move });
}
