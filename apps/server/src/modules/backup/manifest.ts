import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'hrt-backup/1';
export const MANIFEST_NAME = 'manifest.json';
/** The manifest's own checksum, so a flipped byte in it is caught like one anywhere else. */
export const MANIFEST_CHECKSUM_NAME = 'manifest.sha256';

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

const dumpEntrySchema = z.object({
  name: z.string(),
  table: z.string(),
  rows: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: sha256Schema,
});

const fileEntrySchema = z.object({
  name: z.string(),
  key: z.string(),
  bytes: z.number().int().min(0),
  sha256: sha256Schema,
});

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  app_version: z.string(),
  created_at: z.string(),
  source: z.object({ database: z.enum(['pglite', 'postgres']), storage: z.enum(['local', 's3']) }),
  migration: z.object({ index: z.number().int().min(0), tag: z.string(), when: z.number() }),
  /** Row count per table at the snapshot; every table of the schema is listed, empty or not. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** The logical dump: one or more JSON-lines entries per table, parents before children. */
  dump: z.object({
    sha256: sha256Schema,
    bytes: z.number().int().min(0),
    entries: z.array(dumpEntrySchema),
  }),
  files: z.array(fileEntrySchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type DumpEntry = z.infer<typeof dumpEntrySchema>;
export type FileEntry = z.infer<typeof fileEntrySchema>;

/** The app's version (the root package.json), written into every manifest. */
export function appVersion(): string {
  const file = path.join(import.meta.dirname, '../../../../../package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}
