import { backupContract } from '@hrt/shared/contracts/backup';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * A five-minute link the browser follows itself: a nightly archive, or a fresh one. Asked for
 * at the moment of the download and never cached, so it has no query hook.
 */
export function fetchBackupLink(name?: string) {
  return callEndpoint(backupContract.createLink, { body: name ? { name } : {} });
}
