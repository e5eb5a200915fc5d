import { AppError } from '@hrt/shared/errors';
import { type PlanUndoResult, planMessages } from '@hrt/shared/schemas/planning';
import type { Task } from '@hrt/shared/schemas/schedule';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../http/access.ts';
import { type ActivityRecord, writeChange } from '../activity/write-change.ts';
import { lockTaskVersions, trashTask } from '../schedule/service.ts';
import { type PlannedTaskRecord, plannedRuns } from './schema.ts';

/** Records an executed plan in the caller's transaction: its tasks and their versions now. */
export async function recordPlan(
  tx: Database,
  principal: Principal,
  goal: string,
  created: readonly Task[],
): Promise<string> {
  const [row] = await tx
    .insert(plannedRuns)
    .values({
      goal,
      createdBy: principal.email,
      tasks: created.map(
        (task): PlannedTaskRecord => ({
          task_id: task.id,
          name: task.name,
          updated_at: task.updated_at,
        }),
      ),
    })
    .returning({ id: plannedRuns.id });
  return row!.id;
}

/**
 * POST /api/ai/plans/{plan_id}/undo (decision 035): moves the plan's tasks to the trash, one
 * entry each as a delete would, in one transaction; only those nobody has changed since the
 * plan wrote them. When some were changed, answers 409 naming them unless `confirm`, then
 * removes the rest and keeps those. A task already deleted is kept out of it ('gone').
 */
export async function undoPlan(
  deps: Pick<AppContext, 'database' | 'trashHooks'>,
  principal: Principal,
  { planId, confirm }: { planId: string; confirm: boolean },
): Promise<PlanUndoResult> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const [plan] = await tx
      .select()
      .from(plannedRuns)
      .where(eq(plannedRuns.id, planId))
      .for('update');
    if (!plan) throw new AppError('not_found', planMessages.unknownPlan);
    if (plan.undoneAt) throw new AppError('conflict', planMessages.alreadyUndone);
    const ids = plan.tasks.map((task) => task.task_id);
    const rows = await lockTaskVersions({ tx }, ids);
    const now = new Map(rows.map((row) => [row.id, row]));
    const kept: PlanUndoResult['kept'] = [];
    const unchanged: PlannedTaskRecord[] = [];
    for (const task of plan.tasks) {
      const row = now.get(task.task_id);
      if (!row) kept.push({ task_id: task.task_id, task_name: task.name, why: 'gone' });
      else if (row.updatedAt.toISOString() !== task.updated_at) {
        kept.push({ task_id: task.task_id, task_name: row.name, why: 'changed' });
      } else unchanged.push(task);
    }
    const changed = kept.filter((task) => task.why === 'changed');
    if (changed.length && !confirm) {
      const list = changed.map((task) => `'${task.task_name}'`).join(', ');
      throw new AppError(
        'plan_tasks_changed',
        `${changed.length === 1 ? '1 task' : `${changed.length} tasks`} of this plan changed since it was written: ${list}. Confirm to remove the other ${unchanged.length} and keep ${changed.length === 1 ? 'it' : 'them'}.`,
        {
          changed_task_ids: changed.map((task) => task.task_id),
          changed_task_names: changed.map((task) => task.task_name),
        },
      );
    }
    const activity: ActivityRecord[] = [];
    for (const task of unchanged) {
      activity.push(
        (await trashTask({ tx, trashHooks: deps.trashHooks }, principal, task.task_id)).activity,
      );
    }
    await tx
      .update(plannedRuns)
      .set({ undoneAt: new Date(), undoneBy: principal.email })
      .where(eq(plannedRuns.id, planId));
    return {
      result: {
        plan_id: planId,
        removed: unchanged.map((task) => ({ task_id: task.task_id, task_name: task.name })),
        kept,
      },
      activity,
    };
  });
}
