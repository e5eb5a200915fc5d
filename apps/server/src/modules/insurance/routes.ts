import { AppError } from '@hrt/shared/errors';
import {
  FILE_NOT_CHANGEABLE,
  insuranceFileUrlSchema,
  insuranceListQuerySchema,
  insuranceSchema,
  updateInsuranceSchema,
} from '@hrt/shared/schemas/insurance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../http/access.ts';
import { readMultipartUpload } from '../files/uploads.ts';
import {
  createInsurance,
  deleteInsurance,
  getInsuranceFileUrl,
  listInsurances,
  updateInsurance,
} from './service.ts';

const tags = ['insurance'];
const params = z.object({ id: z.uuid() });

/**
 * Reading follows the row rule: contractor policies for every role, personal ones only for
 * those who see personal finances. Writes need contractor_insurance.edit at the route, and the
 * service checks the category's own rule (personal: finance.manage).
 */
export const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/insurances',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: 'The policies the user may see (personal ones only for finance roles)',
        querystring: insuranceListQuerySchema,
        response: { 200: z.array(insuranceSchema) },
      },
    },
    (request) =>
      listInsurances(app.ctx.database.db, requirePrincipal(request), request.query.category),
  );

  app.post(
    '/api/insurances',
    {
      config: { access: 'contractor_insurance.edit' },
      schema: {
        tags,
        summary:
          'Add a policy (multipart: insurance_type, provider, policy_number, start_date, end_date, coverage_amount, description, contractor_name, insurance_category, file)',
        response: { 201: insuranceSchema },
      },
    },
    async (request, reply) => {
      const upload = await readMultipartUpload(app.ctx, request, {
        fileField: 'file',
        kinds: ['pdf', 'image', 'office'],
        folder: 'insurance',
      });
      const created = await createInsurance(app.ctx, requirePrincipal(request), upload);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/insurances/:id',
    {
      config: { access: 'contractor_insurance.edit' },
      // The document cannot be changed when editing: a multipart body is refused outright.
      preValidation: async (request) => {
        if (request.isMultipart())
          throw new AppError('unsupported_media_type', FILE_NOT_CHANGEABLE);
      },
      schema: {
        tags,
        summary: 'Change a policy with JSON; its file cannot be changed (409 when stale)',
        params,
        body: updateInsuranceSchema,
        response: { 200: insuranceSchema },
      },
    },
    (request) =>
      updateInsurance(app.ctx, requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/api/insurances/:id',
    {
      config: { access: 'contractor_insurance.edit' },
      schema: { tags, summary: 'Delete a policy and its document', params },
    },
    async (request, reply) => {
      await deleteInsurance(app.ctx, requirePrincipal(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/insurances/:id/file',
    {
      config: { access: 'project.read' },
      schema: {
        tags,
        summary: "A short-lived signed URL of the policy's document (open it in a new tab)",
        params,
        response: { 200: insuranceFileUrlSchema },
      },
    },
    (request) => getInsuranceFileUrl(app.ctx, requirePrincipal(request), request.params.id),
  );
};
