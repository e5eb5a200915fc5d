import type { BackupList } from '@hrt/shared/schemas/backup';
import { api } from '@/lib/api-client';

export const backupKeys = { all: ['admin', 'backups'] as const };

export function fetchBackups() {
  return api.get<BackupList>('/api/admin/backups');
}

/** A five-minute link the browser follows itself: a nightly archive, or a fresh one. */
export function fetchBackupLink(name?: string) {
  return api.post<{ url: string }>('/api/admin/backup-links', name ? { name } : {});
}
