import { ideasContract } from '@hrt/shared/contracts/ideas';
import { ideaPriceChecksContract } from '@hrt/shared/contracts/ideas-price-checks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { perUser, USER_LIMITS } from '../../http/rate-limits.ts';
import { sendJpeg } from '../../http/send-image.ts';
import { pageModelFromConfig } from './model-choice.ts';
import {
  checkIdeaNow,
  createMonitoredItem,
  getUserSettings,
  listMonitoredItems,
  sendTestEmail,
  updateItemPreference,
} from './monitoring-service.ts';
import { priceCheckSeams } from './price-check-job.ts';
import { createIdea, deleteIdea, extractIdea, listIdeas, openKeptPicture } from './service.ts';

/** An idea's picture never changes: a new idea is a new address. */
const PICTURE_CACHE = 'private, max-age=86400, immutable';

export const ideaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = () => ctx.database.db;
  const pageModel = pageModelFromConfig(ctx.config);

  mountContract(app, ideasContract, {
    list: ({ query }) => listIdeas(db(), query.component_id, ctx.signingSecret),
    extract: {
      handler: ({ body, request }) => extractIdea(ctx.config, body.url, pageModel, request.log),
      rateLimit: perUser(USER_LIMITS.shopPageExtraction),
    },
    create: ({ principal, body, request }) =>
      createIdea(db(), principal, body, {
        fileStore: ctx.fileStore,
        signingSecret: ctx.signingSecret,
        fetchAllowHosts: ctx.config.fetchAllowHosts,
        log: request.log,
      }),
    picture: async ({ params, query, reply }) =>
      sendJpeg(reply, await openKeptPicture(db(), ctx, params.id, query), PICTURE_CACHE),
    remove: ({ principal, params }) => deleteIdea(db(), ctx.trashHooks, principal, params.id),
  });

  mountContract(app, ideaPriceChecksContract, {
    listItems: ({ query }) => listMonitoredItems(db(), query.component_id),
    setTarget: ({ principal, body }) => createMonitoredItem(db(), principal, body),
    settings: ({ principal }) => getUserSettings(db(), principal),
    updatePreference: ({ principal, params, body }) =>
      updateItemPreference(db(), principal, params.ideaId, body),
    checkNow: {
      handler: ({ body }) => checkIdeaNow(priceCheckSeams(ctx), body.idea_id),
      rateLimit: perUser(USER_LIMITS.priceCheck),
    },
    testEmail: {
      handler: ({ principal, body }) => sendTestEmail(ctx.mailer, ctx.config, principal, body),
      rateLimit: perUser(USER_LIMITS.testEmail),
    },
  });
};
