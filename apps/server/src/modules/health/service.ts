import type { Health } from '@hrt/shared/schemas/health';
import type { AppContext } from '../../app-context.ts';
import type { Logger } from '../../http/logger.ts';
import { StorageUnavailableError } from '../../storage/file-store.ts';

/** Public wording per reason; the full message (with the address) goes to the log. */
const storageDetails: Record<StorageUnavailableError['reason'], string> = {
  unreachable: 'The file store (S3) cannot be reached.',
  bucket_missing: 'The file store bucket does not exist.',
  access_denied: 'The file store refused access: check its credentials.',
  not_writable: 'The file store directory is not writable.',
};

/** What the health check probes, and the logger that hears why the file store failed. */
export type HealthDeps = Pick<AppContext, 'database' | 'fileStore'> & { log: Logger };

/**
 * Whether the database and the file store answer ('degraded' when either does not). A public
 * probe: it has no caller to act for.
 */
export async function checkHealth(deps: HealthDeps): Promise<Health> {
  const { database, fileStore, log } = deps;
  const [db, storageError] = await Promise.all([
    probe(() => database.ping()),
    fileStore.check().then(
      () => undefined,
      (error: unknown) => error,
    ),
  ]);
  const ok = db === 'ok' && !storageError;
  if (storageError) log.error({ err: storageError }, 'health: the file store failed');
  return {
    status: ok ? 'ok' : 'degraded',
    database: { status: db, kind: database.kind },
    storage: storageError
      ? {
          status: 'error',
          kind: fileStore.kind,
          detail:
            storageError instanceof StorageUnavailableError
              ? storageDetails[storageError.reason]
              : 'The file store failed.',
        }
      : { status: 'ok', kind: fileStore.kind },
  };
}

async function probe(check: () => Promise<void>): Promise<'ok' | 'error'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'error';
  }
}
