import { backupContract } from '@hrt/shared/contracts/backup';
import { callEndpoint } from '@/lib/call-endpoint';

export const backupKeys = { all: ['admin', 'backups'] as const };

/** The nightly archives and the last failure (the query hook is hooks/use-backups.ts). */
export function fetchBackups() {
  return callEndpoint(backupContract.list, {});
}
