import type { Role } from '@hrt/shared/roles';
import type { Expense } from '@hrt/shared/schemas/expenses';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sameName } from '../../db/same-name.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import { findStoredFiles } from '../files/service.ts';
import { listPaymentsOf } from './payments-repository.ts';
import { toExpense } from './presenter.ts';
import { expenses } from './schema.ts';

/**
 * The expenses that pay a contact, in the list's order (added, id), as `role` may see them:
 * the contact's page and a trade's own view.
 */
export async function listExpensesOfContact(
  deps: DatabaseDeps,
  contactId: string,
  role: Role,
): Promise<Expense[]> {
  const db = databaseOf(deps);
  const rows = await db
    .select()
    .from(expenses)
    .where(eq(expenses.contactId, contactId))
    .orderBy(asc(expenses.createdAt), asc(expenses.id));
  const [files, payments] = await Promise.all([
    findStoredFiles(
      { tx: db },
      rows.map((row) => row.receiptFileId),
    ),
    listPaymentsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((expense) => {
    const file = expense.receiptFileId ? files.get(expense.receiptFileId) : undefined;
    // As the lists do: a receipt without a name is none.
    const receipt = file?.originalName
      ? { fileName: file.originalName, contentType: file.contentType }
      : null;
    return toExpense({ expense, receipt, payments: payments.get(expense.id) ?? [] }, role);
  });
}

/**
 * Links the expenses with no contact whose supplier is `name` to the contact, inside the
 * contact's write. Their versions stay: a link edits nothing anyone typed.
 */
export async function linkExpensesNaming(
  tx: Database,
  contactId: string,
  name: string,
): Promise<void> {
  await tx
    .update(expenses)
    .set({ contactId })
    .where(and(isNull(expenses.contactId), sameName(expenses.supplier, name)));
}
