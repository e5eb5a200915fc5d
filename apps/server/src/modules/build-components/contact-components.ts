import type { ContactWork } from '@hrt/shared/schemas/contacts';
import { asc, eq } from 'drizzle-orm';
import { type DatabaseDeps, databaseOf } from '../../db/transaction.ts';
import { findComponentRows } from './repository.ts';
import { buildComponents } from './schema.ts';

type ContactComponent = ContactWork['components'][number];

/** The ids of the components a contact does (its services), by name. */
export async function listComponentIdsOfContact(
  deps: DatabaseDeps,
  contactId: string,
): Promise<string[]> {
  const rows = await databaseOf(deps)
    .select({ id: buildComponents.id })
    .from(buildComponents)
    .where(eq(buildComponents.contactId, contactId))
    .orderBy(asc(buildComponents.name), asc(buildComponents.id));
  return rows.map((row) => row.id);
}

/**
 * These components as a contact's page shows them: no budget, the room each belongs to by name
 * (a room in the trash reads as none), by name.
 */
export async function describeComponentsForContact(
  deps: DatabaseDeps,
  ids: readonly string[],
): Promise<ContactComponent[]> {
  const db = databaseOf(deps);
  const rows = await findComponentRows(db, [...new Set(ids)]);
  const parents = await findComponentRows(db, [
    ...new Set(rows.flatMap((row) => (row.parentId ? [row.parentId] : []))),
  ]);
  const rooms = new Map(
    parents.flatMap((parent) => (parent.type === 'room' ? [[parent.id, parent.name]] : [])),
  );
  return rows
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type as ContactComponent['type'],
      status: row.status,
      room_name: (row.parentId && rooms.get(row.parentId)) || null,
    }));
}
