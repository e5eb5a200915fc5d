import type { DatabaseDeps } from '../../db/transaction.ts';
import { listServiceIdsOfContact } from '../build-components/service.ts';
import { listTaskKeysOfContact } from '../schedule/service.ts';

/**
 * The components a trade works on (decision 065): the services that are its, and the
 * components of its own tasks. Their documents are the ones it reads and adds to.
 */
export async function componentIdsOfContact(
  deps: DatabaseDeps,
  contactId: string,
): Promise<Set<string>> {
  const [services, tasks] = await Promise.all([
    listServiceIdsOfContact(deps, contactId),
    listTaskKeysOfContact(deps, contactId),
  ]);
  return new Set([...services, ...tasks.map((task) => task.componentId)]);
}
