import { z } from 'zod';

/** A nightly archive in BACKUP_DIR. */
const backupArchiveSchema = z.object({
  name: z.string(),
  size: z.number().int().min(0),
  created_at: z.string(),
});

export const backupListSchema = z.object({
  archives: z.array(backupArchiveSchema),
  /** The latest nightly backup, if it failed (a later success clears it). */
  last_failure: z.object({ at: z.string(), error: z.string() }).nullable(),
  /** How many nightly archives are kept. */
  keep: z.number().int(),
});

/** Scheduled archive names only: nothing else in the folder can be asked for. */
const backupNameSchema = z.string().regex(/^hrt-backup-\d{8}T\d{6}Z\.tar$/);

export const backupArchiveParamsSchema = z.object({ name: backupNameSchema });

export const backupLinkRequestSchema = z.object({
  /** A scheduled archive; omitted: a fresh archive made while it downloads. */
  name: backupNameSchema.optional(),
});

export const backupLinkSchema = z.object({ url: z.string() });

/** A signed, single-use backup link (`/api/backup-downloads?link&target&expires&signature`). */
export const backupDownloadQuerySchema = z.object({
  /** The issued link's row: it records who asked for it and whether it has been followed. */
  link: z.uuid(),
  target: z.union([z.literal('fresh'), backupNameSchema]),
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
});

export type BackupArchive = z.infer<typeof backupArchiveSchema>;
export type BackupList = z.infer<typeof backupListSchema>;
export type BackupDownloadQuery = z.infer<typeof backupDownloadQuerySchema>;
