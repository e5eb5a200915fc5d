import { AppError } from '@hrt/shared/errors';
import {
  MAX_PHOTOS_PER_UPLOAD,
  timelineEntryListSchema,
  timelineEntrySchema,
  timelineListQuerySchema,
  timelinePhotosSchema,
  updateTimelineEntrySchema,
} from '@hrt/shared/schemas/timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { readPhotoUpload } from '../files/photo-uploads.ts';
import { findPhotoFile } from './photo-files.ts';
import {
  addPhotos,
  createEntry,
  deleteEntry,
  deletePhoto,
  listEntries,
  updateEntry,
} from './service.ts';

const tags = ['timeline'];
const params = z.object({ id: z.uuid() });
const photoUpload = { field: 'photos', maxPhotos: MAX_PHOTOS_PER_UPLOAD };

export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/timeline/entries',
    {
      // The journal is public (spec part 1): anyone may read it, signed in or not.
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Journal entries, newest first, paged by limit and offset; created_by (the author) only for signed-in readers',
        querystring: timelineListQuerySchema,
        response: { 200: timelineEntryListSchema },
      },
    },
    async (request) =>
      listEntries(app.ctx.database.db, request.query, request.principal ? 'signed-in' : 'public'),
  );

  app.post(
    '/api/timeline/entries',
    {
      config: { access: 'content.edit' },
      schema: {
        tags,
        summary: 'Add an entry (multipart: title, description, date, photos)',
        response: { 201: timelineEntrySchema },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const upload = await readPhotoUpload(request, photoUpload);
      return reply.status(201).send(await createEntry(app.ctx, principal, upload));
    },
  );

  app.put(
    '/api/timeline/entries/:id',
    {
      config: { access: 'content.edit' },
      schema: {
        tags,
        summary: 'Change the title, description or date (only the fields sent)',
        params,
        body: updateTimelineEntrySchema,
        response: { 200: timelineEntrySchema },
      },
    },
    async (request) =>
      updateEntry(app.ctx, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/timeline/entries/:id',
    {
      config: { access: 'content.edit' },
      schema: { tags, summary: 'Delete an entry and its photos', params },
    },
    async (request, reply) => {
      await deleteEntry(app.ctx, requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/timeline/entries/:id/photos',
    {
      config: { access: 'content.edit' },
      schema: {
        tags,
        summary: 'Add photos to an entry (multipart field photos)',
        params,
        response: { 200: timelinePhotosSchema },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const upload = await readPhotoUpload(request, photoUpload);
      return addPhotos(app.ctx, principal, request.params.id, upload);
    },
  );

  app.delete(
    '/api/timeline/entries/:id/photos/:photoId',
    {
      config: { access: 'content.edit' },
      schema: {
        tags,
        summary: 'Delete a photo by its id or its index',
        params: params.extend({ photoId: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { id, photoId } = request.params;
      await deletePhoto(app.ctx, requirePrincipal(request), id, photoId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/timeline/photos/:photoId/:variant',
    {
      // Journal photos are public like the journal; they were re-encoded without metadata.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A journal photo (full or thumbnail), JPEG without EXIF or GPS',
        params: z.object({ photoId: z.uuid(), variant: z.enum(['full', 'thumbnail']) }),
      },
    },
    async (request, reply) => {
      const { photoId, variant } = request.params;
      const file = await findPhotoFile(app.ctx.database.db, photoId, variant);
      if (!file) throw new AppError('not_found', 'This photo no longer exists.');
      const stream = await app.ctx.fileStore.open(file.storageKey);
      return (
        reply
          .header('content-type', 'image/jpeg')
          .header('content-length', file.sizeBytes)
          .header('x-content-type-options', 'nosniff')
          // A photo id never gets other bytes: deleted photos are gone, new ones get new ids.
          .header('cache-control', 'public, max-age=86400, immutable')
          .send(stream)
      );
    },
  );
};
