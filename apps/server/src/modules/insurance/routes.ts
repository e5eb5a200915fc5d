import { insuranceContract } from '@hrt/shared/contracts/insurance';
import { AppError } from '@hrt/shared/errors';
import { FILE_NOT_CHANGEABLE } from '@hrt/shared/schemas/insurance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountContract } from '../../http/mount-contract.ts';
import { readMultipartUpload } from '../files/uploads.ts';
import {
  createInsurance,
  deleteInsurance,
  getInsuranceFileUrl,
  listInsurances,
  updateInsurance,
} from './service.ts';

const upload = {
  fileField: 'file',
  kinds: ['pdf', 'image', 'office'],
  folder: 'insurance',
} as const;

/**
 * The route checks contractor_insurance.edit for writes; the service checks each category's
 * own rule (personal: finance.manage) and hides the policies a role may not see.
 */
export const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  mountContract(app, insuranceContract, {
    list: ({ principal, query }) => listInsurances(ctx, principal, query),
    create: async ({ principal, request }) =>
      createInsurance(ctx, principal, await readMultipartUpload(ctx, request, upload)),
    update: {
      handler: ({ principal, params, body }) =>
        updateInsurance(ctx, principal, { id: params.id, changes: body }),
      // Validation would answer 400 for a multipart body; the rule is that the file cannot change.
      preValidation: async (request) => {
        if (request.isMultipart())
          throw new AppError('unsupported_media_type', FILE_NOT_CHANGEABLE);
      },
    },
    remove: ({ principal, params }) => deleteInsurance(ctx, principal, params.id),
    fileUrl: ({ principal, params }) => getInsuranceFileUrl(ctx, principal, params.id),
  });
};
