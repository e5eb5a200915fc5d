import { AppError } from '@hrt/shared/errors';
import type {
  Contact,
  contactInputSchema,
  contactListQuerySchema,
  updateContactSchema,
} from '@hrt/shared/schemas/contacts';
import type { TrashEntry } from '@hrt/shared/schemas/trash';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../http/access.ts';
import { type ActivityRecord, writeChange, writeFreshUpdate } from '../activity/write-change.ts';
import { moveToTrash } from '../trash/service.ts';
import { linkRowsNamingContact } from './link-rows.ts';
import { contactLabel, toContact } from './presenter.ts';
import {
  type ContactRow,
  findContactRow,
  insertContactRow,
  listContactRows,
  updateContactRow,
} from './repository.ts';

/** What the contacts' services use of the app context. */
export type ContactDeps = Pick<AppContext, 'database' | 'trashHooks'>;

type ContactFields = z.output<typeof contactInputSchema>;

export async function listContacts(
  deps: Pick<ContactDeps, 'database'>,
  _principal: Principal,
  query: z.output<typeof contactListQuerySchema>,
): Promise<Contact[]> {
  return (await listContactRows(deps.database.db, query.q || undefined)).map(toContact);
}

/** One contact; a trade reads only itself, and anyone else's answers as a missing one. */
export async function getContact(
  deps: Pick<ContactDeps, 'database'>,
  principal: Principal,
  id: string,
): Promise<Contact> {
  return toContact(await requireVisibleContact(deps, principal, id));
}

/**
 * The contact, if the principal may read it: the household reads every contact, a trade only
 * its own (404 for another's, the same answer as for an id that does not exist).
 */
export async function requireVisibleContact(
  deps: Pick<ContactDeps, 'database'>,
  principal: Principal,
  id: string,
): Promise<ContactRow> {
  if (principal.role === 'trade' && principal.contactId !== id) throw notFound();
  const row = await findContactRow(deps.database.db, id);
  if (!row) throw notFound();
  return row;
}

/** Adds a contact and links the earlier rows that name its company (or name) without one. */
export async function createContact(
  deps: Pick<ContactDeps, 'database'>,
  principal: Principal,
  input: ContactFields,
): Promise<Contact> {
  const row = await writeChange(deps.database.db, principal.email, async (tx) => {
    const now = new Date();
    const created = await insertContactRow(tx, {
      ...toColumns(input),
      createdAt: now,
      updatedAt: now,
      createdBy: principal.email,
    });
    await linkRowsNamingContact(tx, created.id, contactLabel(created));
    return { result: created, activity: contactActivity('created', created) };
  });
  return toContact(row);
}

/** Changes a contact (409 when stale); a new name or company links the rows that name it. */
export async function updateContact(
  deps: Pick<ContactDeps, 'database'>,
  principal: Principal,
  { id, changes }: { id: string; changes: z.output<typeof updateContactSchema> },
): Promise<Contact> {
  const row = await writeFreshUpdate(deps.database.db, principal.email, {
    lock: async (tx) => {
      const current = await findContactRow(tx, id, { lock: 'update' });
      if (!current) throw notFound();
      return current;
    },
    version: (current) => current.updatedAt,
    seen: changes.updated_at,
    what: 'contact',
    row: { table: 'contacts', id },
    write: async (tx, current, updatedAt) => {
      const updated = await updateContactRow(tx, id, { ...toColumns(changes), updatedAt });
      if (updated.name !== current.name || updated.company !== current.company) {
        await linkRowsNamingContact(tx, id, contactLabel(updated));
      }
      return { result: updated, activity: contactActivity('updated', updated) };
    },
  });
  return toContact(row);
}

/**
 * Moves a contact to the trash. The rows that name it keep its id, so a restore finds them
 * linked again; meanwhile they read as linked to no one.
 */
export async function deleteContact(
  deps: ContactDeps,
  principal: Principal,
  id: string,
): Promise<TrashEntry> {
  return writeChange(deps.database.db, principal.email, async (tx) => {
    const current = await findContactRow(tx, id, { lock: 'update' });
    if (!current) throw notFound();
    const activity = contactActivity('deleted', current);
    const entry = await moveToTrash({ tx, trashHooks: deps.trashHooks }, principal, {
      resourceType: 'contact',
      id,
      name: current.name,
      restoreRule: { capability: 'contractor_insurance.edit' },
      activity,
    });
    return { result: entry, activity };
  });
}

function toColumns(input: ContactFields) {
  return {
    name: input.name,
    company: input.company,
    trade: input.trade,
    email: input.email,
    phone: input.phone,
    notes: input.notes,
  };
}

function contactActivity(action: ActivityRecord['action'], row: ContactRow): ActivityRecord {
  return { action, resourceType: 'contact', resourceName: row.name, resourceId: row.id };
}

function notFound() {
  return new AppError('not_found', 'No contact with this id was found.');
}
