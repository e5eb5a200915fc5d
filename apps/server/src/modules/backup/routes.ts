import { PassThrough } from 'node:stream';
import { backupContract } from '@hrt/shared/contracts/backup';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { mountContract } from '../../http/mount-contract.ts';
import {
  createBackupLink,
  followBackupLink,
  freshBackupFileName,
  listBackups,
  openScheduledArchive,
  streamFreshBackup,
} from './backup-service.ts';

const attachment = (name: string) => `attachment; filename="${name}"`;

/** Backups for the owner: the nightly archives, each for download, and a fresh one on demand. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, backupContract, {
    list: ({ principal }) => listBackups(ctx, principal),
    downloadArchive: ({ params, reply }) => sendScheduled(ctx, reply, params.name),
    downloadFresh: {
      handler: ({ reply }) => sendFresh(ctx, reply),
      rateLimit: { max: 4, timeWindow: '1 minute' },
    },
    createLink: ({ body, principal }) => createBackupLink(ctx, principal, body),
    followLink: {
      handler: async ({ query, reply }) => {
        const target = await followBackupLink(ctx, query);
        return target === 'fresh' ? sendFresh(ctx, reply) : sendScheduled(ctx, reply, target);
      },
      rateLimit: { max: 10, timeWindow: '1 minute' },
    },
  });
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
