import type { AppContext } from './app-context.ts';
import { expensePaymentTrashHook, expenseTrashHook } from './modules/expenses/trash-hook.ts';
import { storedFileTrashHook } from './modules/files/service.ts';
import { ideaTrashHook } from './modules/ideas/service.ts';

/**
 * What each table's owner does when its rows go to the trash or come back, in one list like
 * scheduled-jobs.ts: the trash module moves rows generically and never imports the features.
 */
export function registerTrashHooks(ctx: AppContext) {
  ctx.trashHooks = {
    expense_payments: expensePaymentTrashHook,
    expenses: expenseTrashHook,
    ideas: ideaTrashHook,
    stored_files: storedFileTrashHook,
  };
}
