import {
  createTimelineEntryFieldsSchema,
  MAX_PHOTOS_PER_UPLOAD,
  timelineEntryParamsSchema,
  timelineEntryPhotoParamsSchema,
  timelineEntrySchema,
  timelinePhotoFileParamsSchema,
  timelinePhotosSchema,
  updateTimelineEntrySchema,
} from '../schemas/timeline.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';
import { timelineReadContract } from './timeline-reads.ts';

/** The photo journal: public to read, written by members. */
export const timelineContract = {
  ...timelineReadContract,
  ...defineContract('timeline', {
    create: {
      method: 'POST',
      path: '/api/timeline/entries',
      access: 'work.contribute',
      summary: 'Add an entry (multipart: title, description, date, photos)',
      description: `Up to ${MAX_PHOTOS_PER_UPLOAD} photos (JPEG, PNG, WebP, GIF or AVIF) in the field photos. Content editors and trades may add entries; anyone else is refused with 403.`,
      multipart: {
        fields: ['title', 'description', 'date'],
        schema: createTimelineEntryFieldsSchema,
        file: 'photos',
        maxFiles: MAX_PHOTOS_PER_UPLOAD,
        fileOptional: true,
      },
      responses: { 201: timelineEntrySchema },
      errors: ['forbidden'],
    },
    update: {
      method: 'PUT',
      path: '/api/timeline/entries/:id',
      access: 'content.edit',
      summary: 'Change the title, description or date (only the fields sent)',
      params: timelineEntryParamsSchema,
      body: updateTimelineEntrySchema,
      responses: { 200: timelineEntrySchema },
      errors: ['not_found'],
    },
    remove: {
      method: 'DELETE',
      path: '/api/timeline/entries/:id',
      access: 'content.edit',
      summary: 'Move an entry and its photos to the trash',
      params: timelineEntryParamsSchema,
      responses: { 200: trashEntrySchema },
      errors: ['not_found'],
    },
    addPhotos: {
      method: 'POST',
      path: '/api/timeline/entries/:id/photos',
      access: 'work.contribute',
      summary: 'Add photos to an entry (multipart field photos)',
      description: `Up to ${MAX_PHOTOS_PER_UPLOAD} photos at once. Content editors may add to any entry, a trade only to an entry it created (403 otherwise).`,
      params: timelineEntryParamsSchema,
      multipart: { fields: [], file: 'photos', maxFiles: MAX_PHOTOS_PER_UPLOAD },
      responses: { 200: timelinePhotosSchema },
      errors: ['not_found', 'forbidden'],
    },
    removePhoto: {
      method: 'DELETE',
      path: '/api/timeline/entries/:id/photos/:photoId',
      access: 'content.edit',
      summary: 'Move a photo (by its id or its index) to the trash',
      params: timelineEntryPhotoParamsSchema,
      responses: { 200: trashEntrySchema },
      errors: ['not_found'],
    },
    photo: {
      method: 'GET',
      path: '/api/timeline/photos/:photoId/:variant',
      // Journal photos are public like the journal; they were re-encoded without metadata.
      access: 'public',
      summary: 'A journal photo (full or thumbnail), JPEG without EXIF or GPS',
      params: timelinePhotoFileParamsSchema,
      responses: { 200: { mediaType: 'image/jpeg', description: 'The photo' } },
      errors: ['not_found'],
    },
  }),
};
