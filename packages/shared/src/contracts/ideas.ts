import { z } from 'zod';
import {
  createIdeaSchema,
  extractedPreviewSchema,
  extractIdeaRequestSchema,
  ideaListQuerySchema,
  ideaParamsSchema,
  ideaPictureQuerySchema,
  ideaSchema,
} from '../schemas/ideas.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

/** Product ideas read from shop pages (their price monitoring is in ideas-price-checks.ts). */
export const ideasContract = defineContract('ideas', {
  list: {
    method: 'GET',
    path: '/api/ideas',
    access: 'project.read',
    summary: "A component's ideas",
    query: ideaListQuerySchema,
    responses: { 200: z.array(ideaSchema) },
    errors: [],
  },
  extract: {
    method: 'POST',
    path: '/api/ideas/extract',
    access: 'content.edit',
    summary: 'Read a shop page into a preview (stores nothing)',
    body: extractIdeaRequestSchema,
    responses: { 200: extractedPreviewSchema },
    // What fetching and reading the shop's page can refuse (net/safe-fetch.ts, the reader).
    errors: [
      'url_not_allowed',
      'fetch_failed',
      'fetch_timeout',
      'not_a_web_page',
      'page_too_large',
      'no_product_found',
    ],
  },
  create: {
    method: 'POST',
    path: '/api/ideas',
    access: 'content.edit',
    summary: 'Save an idea',
    body: createIdeaSchema,
    responses: { 201: ideaSchema },
    errors: [],
  },
  picture: {
    method: 'GET',
    path: '/api/ideas/:id/picture',
    // The signature is the permission: the link was given to someone shown the idea.
    access: 'public',
    summary: "The app's own copy of an idea's picture (JPEG, at most 800 px, no EXIF)",
    params: ideaParamsSchema,
    query: ideaPictureQuerySchema,
    responses: { 200: { mediaType: 'image/jpeg', description: 'The kept picture' } },
    // forbidden: the link's signature is wrong or has expired.
    errors: ['forbidden', 'not_found'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/ideas/:id',
    access: 'content.edit',
    summary: 'Move an idea to the trash',
    params: ideaParamsSchema,
    responses: { 200: trashEntrySchema },
    errors: ['not_found'],
  },
});
