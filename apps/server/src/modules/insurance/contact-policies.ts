import type { Insurance } from '@hrt/shared/schemas/insurance';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sameName } from '../../db/same-name.ts';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import { findStoredFiles } from '../files/service.ts';
import { toInsurance } from './presenter.ts';
import { insurancePolicies } from './schema.ts';

/** A contact's contractor policies with their documents, oldest first (a personal one is never a contact's). */
export async function listPoliciesOfContact(
  deps: DatabaseDeps,
  contactId: string,
): Promise<Insurance[]> {
  const db = databaseOf(deps);
  const policies = await db
    .select()
    .from(insurancePolicies)
    .where(
      and(eq(insurancePolicies.contactId, contactId), eq(insurancePolicies.category, 'contractor')),
    )
    .orderBy(asc(insurancePolicies.createdAt), asc(insurancePolicies.id));
  const files = await findStoredFiles(
    { tx: db },
    policies.map((policy) => policy.fileId),
  );
  return policies.flatMap((policy) => {
    const file = files.get(policy.fileId);
    return file ? [toInsurance({ policy, file })] : [];
  });
}

/**
 * Links the contractor policies with no contact whose contractor is `name` to the contact,
 * inside the contact's write; their versions stay.
 */
export async function linkPoliciesNaming(
  tx: Database,
  contactId: string,
  name: string,
): Promise<void> {
  await tx
    .update(insurancePolicies)
    .set({ contactId })
    .where(
      and(
        isNull(insurancePolicies.contactId),
        eq(insurancePolicies.category, 'contractor'),
        sameName(insurancePolicies.contractorName, name),
      ),
    );
}
