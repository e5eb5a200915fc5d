import type { Database } from '../../db/client.ts';
import { linkExpensesNaming } from '../expenses/contact-expenses.ts';
import { linkPoliciesNaming } from '../insurance/contact-policies.ts';
import { linkTasksNaming } from '../schedule/contact-tasks.ts';

/**
 * Links the rows written before the contact existed: the expenses and tasks whose supplier,
 * and the contractor policies whose contractor, is the contact's company (or name), trimmed
 * and ignoring case, and that have no contact yet. Inside the contact's write, so the links
 * and the contact commit together. The rows' versions stay: a link edits nothing anyone typed.
 */
export async function linkRowsNamingContact(
  tx: Database,
  contactId: string,
  label: string,
): Promise<void> {
  if (!label.trim()) return;
  await linkExpensesNaming(tx, contactId, label);
  await linkPoliciesNaming(tx, contactId, label);
  await linkTasksNaming(tx, contactId, label);
}
