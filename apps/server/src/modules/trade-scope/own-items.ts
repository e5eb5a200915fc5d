import type { AppContext } from '../../app-context.ts';
import { listDocumentIdsOf } from '../documents/service.ts';
import { listExpenseIdsOfContact } from '../expenses/service.ts';
import { listPolicyIdsOfContact } from '../insurance/service.ts';
import { listTaskKeysOfContact } from '../schedule/service.ts';
import { componentIdsOfContact } from './work-components.ts';

/** What a trade hears of whoever's item it is: the public journal's entries and photos. */
export const PUBLIC_RESOURCE_TYPES: readonly string[] = ['timeline_entry', 'timeline_photo'];

/**
 * The ids of every row a trade's notifications and live stream may be about (decision 065):
 * its contact, its tasks, the expenses that pay it, its contractor policies and the documents
 * of the components it works on. An event about any other row is not the trade's to hear of.
 */
export async function ownItemIdsOf(
  deps: Pick<AppContext, 'database'>,
  contactId: string,
): Promise<Set<string>> {
  const [tasks, expenses, policies, components] = await Promise.all([
    listTaskKeysOfContact(deps, contactId),
    listExpenseIdsOfContact(deps, contactId),
    listPolicyIdsOfContact(deps, contactId),
    componentIdsOfContact(deps, contactId),
  ]);
  const documents = await listDocumentIdsOf(deps, components);
  return new Set([
    contactId,
    ...tasks.map((task) => task.id),
    ...expenses,
    ...policies,
    ...documents,
  ]);
}
