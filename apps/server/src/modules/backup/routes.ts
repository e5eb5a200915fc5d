import { PassThrough } from 'node:stream';
import {
  backupLinkRequestSchema,
  backupLinkSchema,
  backupListSchema,
  backupNameSchema,
} from '@hrt/shared/schemas/backup';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import {
  freshBackupFileName,
  listBackups,
  openScheduledArchive,
  signBackupLink,
  streamFreshBackup,
  verifyBackupLink,
} from './backup-service.ts';

const tags = ['admin'];
// Every row and file of the household: the owner's alone (users.manage is the owner's).
const access = 'users.manage' as const;

const attachment = (name: string) => `attachment; filename="${name}"`;

/** Backups for the owner: the nightly archives, each for download, and a fresh one on demand. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/backups',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The nightly archives (newest first) and the last failure',
        response: { 200: backupListSchema },
      },
    },
    () => listBackups(app.ctx),
  );

  app.get(
    '/api/admin/backups/:name',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Download a nightly archive',
        params: z.object({ name: backupNameSchema }),
      },
    },
    async (request, reply) => sendScheduled(app.ctx, reply, request.params.name),
  );

  app.get(
    '/api/admin/backup',
    {
      config: { access, rateLimit: { max: 4, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Download a fresh archive of every row and file, made as it streams',
      },
    },
    async (_request, reply) => sendFresh(app.ctx, reply),
  );

  app.post(
    '/api/admin/backup-links',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'A five-minute download link the browser can follow (a nightly archive or a fresh one)',
        body: backupLinkRequestSchema,
        response: { 200: backupLinkSchema },
      },
    },
    async (request) => signBackupLink(app.ctx, request.body.name),
  );

  app.get(
    '/api/backup-downloads',
    {
      // The signature is the permission: it was issued to the owner moments ago.
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Follow a backup download link',
        querystring: z.object({
          target: z.union([z.literal('fresh'), backupNameSchema]),
          expires: z.coerce.number().int(),
          signature: z.string().max(128),
        }),
      },
    },
    async (request, reply) => {
      const { target, expires, signature } = request.query;
      verifyBackupLink(app.ctx, target, expires, signature);
      return target === 'fresh' ? sendFresh(app.ctx, reply) : sendScheduled(app.ctx, reply, target);
    },
  );
};

async function sendScheduled(ctx: AppContext, reply: FastifyReply, name: string) {
  const { size, stream } = await openScheduledArchive(ctx, name);
  return reply
    .header('content-type', 'application/x-tar')
    .header('content-length', size)
    .header('content-disposition', attachment(name))
    .header('cache-control', 'no-store')
    .send(stream);
}

function sendFresh(ctx: AppContext, reply: FastifyReply) {
  const output = new PassThrough();
  streamFreshBackup(ctx, output);
  return reply
    .header('content-type', 'application/x-tar')
    .header('content-disposition', attachment(freshBackupFileName()))
    .header('cache-control', 'no-store')
    .send(output);
}
