import { AppError } from '@hrt/shared/errors';
import { contactMessages } from '@hrt/shared/schemas/contacts';
import type { Database } from '../../db/client.ts';
import { contactLabel } from './presenter.ts';
import { findContactRow, findContactRows } from './repository.ts';

/**
 * The contact a service, expense, contractor policy or task names, checked inside its write:
 * none (undefined) when it names none, else the contact's label for an empty free-text field.
 * A contact that is not in the directory (never was, or is in the trash) is refused with 422 on
 * `contact_id`. The contact stays locked against a delete until the write commits.
 */
export async function checkLinkedContact(
  tx: Database,
  contactId: string | null | undefined,
): Promise<{ label: string } | undefined> {
  if (!contactId) return undefined;
  const row = await findContactRow(tx, contactId, { lock: 'share' });
  if (!row) {
    throw new AppError('unprocessable', contactMessages.unknownContact, {
      contact_id: [contactMessages.unknownContact],
    });
  }
  return { label: contactLabel(row) };
}

/** The free text a linked row shows: what was typed, else the contact's label. */
export function textOrContact(typed: string, contact: { label: string } | undefined): string {
  return typed.trim() ? typed : (contact?.label ?? typed);
}

/**
 * What other modules' lists call the contacts they name (the allowlist's and invitations'
 * trades): each contact's label by id. A contact not in the directory is left out: it reads as
 * none.
 */
export async function contactLabelsOf(
  db: Database,
  ids: readonly (string | null)[],
): Promise<ReadonlyMap<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await findContactRows(db, wanted);
  return new Map(rows.map((row) => [row.id, contactLabel(row)]));
}
