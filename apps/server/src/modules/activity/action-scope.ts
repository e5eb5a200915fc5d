import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { ACTION_ID_HEADER } from '@hrt/shared/contracts/notifications';
import { AppError } from '@hrt/shared/errors';
import { z } from 'zod';

/**
 * The action the writes running now belong to: a request, a plan applied, a batch saved, a move
 * with its dependants. Every activity event recorded inside it carries its id, so the feed can
 * show the action as one item however many rows it wrote. Carried by the async context, so the
 * services that write several events never pass it by hand.
 */
const currentAction = new AsyncLocalStorage<string>();

/**
 * Runs `work` as one action. Inside an action already running, `work` stays part of it (a
 * nested write belongs to the request or the plan that started it); otherwise the action is
 * `actionId` when given (a client's batch of requests), else a new one.
 */
export function inActivityAction<T>(actionId: string | undefined, work: () => T): T {
  return currentAction.run(currentAction.getStore() ?? actionId ?? randomUUID(), work);
}

/** The running action's id; a write outside any action is an action of its own. */
export function currentActionId(): string {
  return currentAction.getStore() ?? randomUUID();
}

/**
 * The action a request names in its `X-Action-Id` header: a client sending several requests as
 * one action (the expense grid's 'Save Changes') gives each the same id. Only the sender's own
 * events ever share it: the feed groups an action by its actor too.
 */
export function requestedActionId(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = z.uuid().safeParse(header);
  if (!parsed.success) {
    throw new AppError('validation_failed', `${ACTION_ID_HEADER} must be one UUID.`);
  }
  return parsed.data;
}
