import { AppError } from '@hrt/shared/errors';
import { isTrade } from '@hrt/shared/roles';
import type { Principal } from './access.ts';

/**
 * The contact whose rows a trade reads (decision 065); null for the household, which reads
 * every row. Identity never lets a trade without a contact in, so the refusal is a backstop.
 */
export function ownContactOf(principal: Principal): string | null {
  if (!isTrade(principal.role)) return null;
  if (!principal.contactId)
    throw new AppError('forbidden', 'Your role does not allow this action.');
  return principal.contactId;
}
