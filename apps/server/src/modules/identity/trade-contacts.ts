import { AppError } from '@hrt/shared/errors';
import type { Role } from '@hrt/shared/roles';
import { contactMessages } from '@hrt/shared/schemas/contacts';
import { TRADE_CONTACT_REQUIRED_MESSAGE } from '@hrt/shared/schemas/identity';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts } from '../contacts/schema.ts';

const refused = (message: string) =>
  new AppError('unprocessable', message, { contact_id: [message] });

/**
 * The contact an allowlist entry or invitation keeps for its role: a trade's, which must name a
 * contact of the directory (422 otherwise), and none for any other role, whatever was sent.
 */
export async function tradeContactFor(
  db: Database,
  role: Role,
  contactId: string | null | undefined,
): Promise<string | null> {
  if (role !== 'trade') return null;
  if (!contactId) throw refused(TRADE_CONTACT_REQUIRED_MESSAGE);
  const [found] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  if (!found) throw refused(contactMessages.unknownContact);
  return contactId;
}

/**
 * What the owner's screens call each contact: its company, or its name when it has none. A
 * contact that is not there (in the trash) is left out, and reads as none.
 */
export async function contactNamesOf(
  db: Database,
  ids: readonly (string | null)[],
): Promise<ReadonlyMap<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: contacts.id, name: contacts.name, company: contacts.company })
    .from(contacts)
    .where(inArray(contacts.id, wanted));
  return new Map(rows.map((row) => [row.id, row.company.trim() || row.name]));
}
