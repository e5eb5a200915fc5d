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
import { createIdea, deleteIdea, extractIdea, listIdeas, openKeptPicture } from './service.ts';

/** An idea's picture never changes: a new idea is a new address. */
const PICTURE_CACHE = 'private, max-age=86400, immutable';

export const ideaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const pageModel = pageModelFromConfig(ctx.config);

  mountContract(app, ideasContract, {
    list: ({ principal, query }) => listIdeas(ctx, principal, query),
    extract: {
      handler: ({ principal, body, request }) =>
        extractIdea({ ...ctx, pageModel, log: request.log }, principal, body),
      rateLimit: perUser(USER_LIMITS.shopPageExtraction),
    },
    create: ({ principal, body, request }) =>
      createIdea({ ...ctx, log: request.log }, principal, body),
    picture: async ({ params, query, reply }) =>
      sendJpeg(reply, await openKeptPicture(ctx, { id: params.id, ...query }), PICTURE_CACHE),
    remove: ({ principal, params }) => deleteIdea(ctx, principal, params.id),
  });

  mountContract(app, ideaPriceChecksContract, {
    listItems: ({ principal, query }) => listMonitoredItems(ctx, principal, query),
    setTarget: ({ principal, body }) => createMonitoredItem(ctx, principal, body),
    settings: ({ principal }) => getUserSettings(ctx, principal),
    updatePreference: ({ principal, params, body }) =>
      updateItemPreference(ctx, principal, { ideaId: params.ideaId, changes: body }),
    checkNow: {
      handler: ({ principal, body }) => checkIdeaNow(ctx, principal, body.idea_id),
      rateLimit: perUser(USER_LIMITS.priceCheck),
    },
    testEmail: {
      handler: ({ principal, body }) => sendTestEmail(ctx, principal, body),
      rateLimit: perUser(USER_LIMITS.testEmail),
    },
  });
};
