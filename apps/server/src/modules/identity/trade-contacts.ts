import { AppError } from '@hrt/shared/errors';
import type { Role } from '@hrt/shared/roles';
import { TRADE_CONTACT_REQUIRED_MESSAGE } from '@hrt/shared/schemas/identity';
import type { Database } from '../../db/client.ts';
import { checkLinkedContact } from '../contacts/linked-contact.ts';

/**
 * The contact an allowlist entry keeps for its role, checked inside its write: a trade's, which
 * must name a contact of the directory (422 on contact_id without one, or for one that is not
 * there), and none for any other role, whatever was sent.
 */
export async function tradeContactFor(
  tx: Database,
  role: Role,
  contactId: string | null | undefined,
): Promise<string | null> {
  if (role !== 'trade') return null;
  if (!contactId) {
    throw new AppError('unprocessable', TRADE_CONTACT_REQUIRED_MESSAGE, {
      contact_id: [TRADE_CONTACT_REQUIRED_MESSAGE],
    });
  }
  await checkLinkedContact(tx, contactId);
  return contactId;
}
