import {
  backupArchiveParamsSchema,
  backupDownloadQuerySchema,
  backupLinkRequestSchema,
  backupLinkSchema,
  backupListSchema,
} from '../schemas/backup.ts';
import { defineContract } from './endpoint.ts';

const archive = {
  mediaType: 'application/x-tar',
  description: 'A tar archive of every row and stored file (restore with npm run restore)',
};

/**
 * Backups for the owner: the nightly archives, each for download, and a fresh one on demand.
 * Every row and file of the household: the owner's alone (users.manage is the owner's).
 */
export const backupContract = defineContract('admin', {
  list: {
    method: 'GET',
    path: '/api/admin/backups',
    access: 'users.manage',
    summary: 'The nightly archives (newest first) and the last failure',
    responses: { 200: backupListSchema },
    errors: [],
  },
  downloadArchive: {
    method: 'GET',
    path: '/api/admin/backups/:name',
    access: 'users.manage',
    summary: 'Download a nightly archive',
    params: backupArchiveParamsSchema,
    responses: { 200: archive },
    errors: ['not_found'],
  },
  downloadFresh: {
    method: 'GET',
    path: '/api/admin/backup',
    access: 'users.manage',
    summary: 'Download a fresh archive of every row and file, made as it streams',
    responses: { 200: archive },
    errors: [],
  },
  createLink: {
    method: 'POST',
    path: '/api/admin/backup-links',
    access: 'users.manage',
    summary:
      'A five-minute, single-use download link the browser can follow (a nightly archive or a fresh one)',
    body: backupLinkRequestSchema,
    responses: { 200: backupLinkSchema },
    errors: [],
  },
  followLink: {
    method: 'GET',
    path: '/api/backup-downloads',
    // The signature is the permission, issued to an owner moments ago; it works once, and only
    // while the one who asked for it is still an allowed owner.
    access: 'public',
    summary: 'Follow a backup download link (once)',
    query: backupDownloadQuerySchema,
    responses: { 200: archive },
    errors: ['forbidden', 'not_found', 'link_used'],
  },
});
