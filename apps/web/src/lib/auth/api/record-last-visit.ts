import { notificationsContract } from '@hrt/shared/contracts/notifications';
import { callEndpoint } from '../../call-endpoint';

/** POST /api/notifications/last-visit: the user was just seen. */
export function recordLastVisit() {
  return callEndpoint(notificationsContract.recordLastVisit, {});
}
