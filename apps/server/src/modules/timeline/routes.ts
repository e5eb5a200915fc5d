import { timelineContract } from '@hrt/shared/contracts/timeline';
import { MAX_PHOTOS_PER_UPLOAD } from '@hrt/shared/schemas/timeline';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { sendJpeg } from '../../http/send-image.ts';
import { readPhotoUpload } from '../files/photo-uploads.ts';
import {
  addPhotos,
  assertMayAddEntries,
  assertMayAddPhotos,
  createEntry,
  deleteEntry,
  deletePhoto,
  listEntries,
  openPhoto,
  updateEntry,
} from './service.ts';

const photoUpload = { field: 'photos', maxPhotos: MAX_PHOTOS_PER_UPLOAD };
/** A photo id never gets other bytes: deleted photos are gone, new ones get new ids. */
const PHOTO_CACHE = 'public, max-age=86400, immutable';

export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, timelineContract, {
    list: ({ query, principal }) => listEntries(ctx, principal, query),
    create: async ({ principal, request }) => {
      assertMayAddEntries(principal);
      return createEntry(ctx, principal, await readPhotoUpload(request, photoUpload));
    },
    update: ({ principal, params, body }) =>
      updateEntry(ctx, principal, { id: params.id, changes: body }),
    remove: ({ principal, params }) => deleteEntry(ctx, principal, params.id),
    addPhotos: async ({ principal, params, request }) => {
      // Refused before the photos are read when the entry or the right to add to it is missing.
      await assertMayAddPhotos(ctx, principal, params.id);
      return addPhotos(ctx, principal, {
        id: params.id,
        upload: await readPhotoUpload(request, photoUpload),
      });
    },
    removePhoto: ({ principal, params }) =>
      deletePhoto(ctx, principal, { id: params.id, photo: params.photoId }),
    photo: async ({ params, reply }) => sendJpeg(reply, await openPhoto(ctx, params), PHOTO_CACHE),
  });
};
