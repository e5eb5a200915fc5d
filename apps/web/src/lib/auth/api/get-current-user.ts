import { accessContract } from '@hrt/shared/contracts/access';
import { callEndpoint } from '@/lib/call-endpoint';

/** The signed-in user and their role. */
export function fetchCurrentUser() {
  return callEndpoint(accessContract.me, {});
}
