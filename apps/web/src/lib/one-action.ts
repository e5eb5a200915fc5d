import { ACTION_ID_HEADER } from '@hrt/shared/contracts/notifications';
import type { RequestOptions } from './api-client';

/**
 * Request options that make several writes one action (a batch's 'Save Changes'): each carries
 * the same new action id, so others are told of the batch as one notification, not one per row.
 */
export function oneAction(): Pick<RequestOptions, 'headers'> {
  return { headers: { [ACTION_ID_HEADER]: crypto.randomUUID() } };
}
