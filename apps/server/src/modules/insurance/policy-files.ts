import type { Database } from '../../db/client.ts';
import { findStoredFiles } from '../files/service.ts';
import { findInsuranceRow, type InsuranceRow, listInsuranceRows } from './repository.ts';

/** A policy with what the API shows of its document (the files module's row). */
export interface InsuranceWithFile {
  policy: InsuranceRow;
  file: { id: string; originalName: string; contentType: string };
}

/** Pairs each policy with its document in one more read; the foreign key keeps every file there. */
async function withFiles(db: Database, policies: InsuranceRow[]): Promise<InsuranceWithFile[]> {
  const files = await findStoredFiles(
    { tx: db },
    policies.map((policy) => policy.fileId),
  );
  return policies.flatMap((policy) => {
    const file = files.get(policy.fileId);
    if (!file) return [];
    const { id, originalName, contentType } = file;
    return [{ policy, file: { id, originalName, contentType } }];
  });
}

/**
 * The policies of the given categories (with `contactId`, only that contact's) with their
 * document's name and type, oldest first.
 */
export async function listInsuranceWithFiles(
  db: Database,
  categories: readonly string[],
  contactId?: string,
): Promise<InsuranceWithFile[]> {
  return withFiles(db, await listInsuranceRows(db, categories, contactId));
}

/** A policy with its document; `forUpdate` locks the policy's row (not the file's). */
export async function findInsuranceWithFile(
  db: Database,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<InsuranceWithFile | undefined> {
  const row = await findInsuranceRow(db, id, options);
  return row && (await withFiles(db, [row]))[0];
}
