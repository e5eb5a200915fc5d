import { sumPounds } from '@hrt/shared/domain/money';
import type { ContactWork } from '@hrt/shared/schemas/contacts';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import {
  describeComponentsForContact,
  listComponentIdsOfContact,
} from '../build-components/contact-components.ts';
import { listDocumentsOfComponents } from '../documents/component-documents.ts';
import { listExpensesOfContact } from '../expenses/contact-expenses.ts';
import { listPoliciesOfContact } from '../insurance/contact-policies.ts';
import { listOtherTaskDays, listTasksOfContact } from '../schedule/contact-tasks.ts';
import { mergeBusyBlocks } from './busy-blocks.ts';
import { toContact } from './presenter.ts';
import { requireVisibleContact } from './service.ts';

/**
 * A contact's page, and a trade's own view of its work: what it works on (its services and the
 * components of its tasks and expenses, without budgets), its tasks, what it quoted and was
 * paid, its contractor insurance and its services' documents. A trade also gets the others'
 * tasks as busy blocks; the household reads the whole schedule instead.
 */
export async function getContactWork(
  deps: Pick<AppContext, 'database'>,
  principal: Principal,
  id: string,
): Promise<ContactWork> {
  const contact = await requireVisibleContact(deps, principal, id);
  const [serviceIds, tasks, expenses, insurance, otherDays] = await Promise.all([
    listComponentIdsOfContact(deps, id),
    listTasksOfContact(deps, id),
    // The expense presenter's rules of the reader's role: a trade sees no paying account.
    listExpensesOfContact(deps, id, principal.role),
    listPoliciesOfContact(deps, id),
    principal.role === 'trade' ? listOtherTaskDays(deps, id) : Promise.resolve([]),
  ]);
  const [components, documents] = await Promise.all([
    describeComponentsForContact(deps, [
      ...serviceIds,
      ...tasks.map((task) => task.group.id),
      ...expenses.map((expense) => expense.component_id),
    ]),
    listDocumentsOfComponents(deps, serviceIds),
  ]);
  const quoted = sumPounds(expenses.filter((row) => row.committed).map((row) => row.total_cost));
  const paid = sumPounds(expenses.map((row) => row.amount_paid));
  return {
    contact: toContact(contact),
    components,
    tasks,
    busy: mergeBusyBlocks(otherDays),
    expenses,
    totals: { quoted, paid, due: sumPounds([quoted, -paid]) },
    insurance,
    documents,
  };
}
