import { z } from 'zod';
import {
  createInsuranceFieldsSchema,
  insuranceFileUrlSchema,
  insuranceListQuerySchema,
  insuranceSchema,
  updateInsuranceSchema,
} from '../schemas/insurance.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

const policyParams = z.object({ id: z.uuid() });

/**
 * Insurance policies and their documents. Reading follows the row rule: contractor policies
 * for every role, personal ones only for those who see personal finances. Writes need
 * contractor_insurance.edit, and personal policies finance.manage as well.
 */
export const insuranceContract = defineContract('insurance', {
  list: {
    method: 'GET',
    path: '/api/insurances',
    access: 'work.read',
    summary:
      "The policies the user may see (personal ones only for finance roles; a trade's own contractor policies only)",
    query: insuranceListQuerySchema,
    responses: { 200: z.array(insuranceSchema) },
    errors: [],
  },
  create: {
    method: 'POST',
    path: '/api/insurances',
    access: 'contractor_insurance.edit',
    summary:
      'Add a policy (multipart: insurance_type, provider, policy_number, start_date, end_date, coverage_amount, description, contractor_name, contact_id, insurance_category, file)',
    description:
      'The text fields follow the rules of the JSON update (an empty coverage_amount is 0); the file is required and must be a .pdf, .jpg, .jpeg, .png, .doc or .docx whose contents match its name (415 otherwise).',
    multipart: {
      fields: [
        'insurance_type',
        'provider',
        'policy_number',
        'start_date',
        'end_date',
        'coverage_amount',
        'description',
        'contractor_name',
        'contact_id',
        'insurance_category',
      ],
      schema: createInsuranceFieldsSchema,
      file: 'file',
    },
    responses: { 201: insuranceSchema },
    errors: ['unprocessable'],
  },
  update: {
    method: 'PUT',
    path: '/api/insurances/:id',
    access: 'contractor_insurance.edit',
    summary: 'Change a policy with JSON; its file cannot be changed (409 when stale)',
    description: 'A multipart body is refused with 415: the document of a policy cannot change.',
    params: policyParams,
    body: updateInsuranceSchema,
    responses: { 200: insuranceSchema },
    errors: ['not_found', 'stale_update', 'unprocessable'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/insurances/:id',
    access: 'contractor_insurance.edit',
    summary: 'Move a policy and its document to the trash',
    params: policyParams,
    responses: { 200: trashEntrySchema },
    errors: ['not_found'],
  },
  fileUrl: {
    method: 'GET',
    path: '/api/insurances/:id/file',
    // A trade: only its own policy's document; another's answers 404 as if missing.
    access: 'work.read',
    summary: "A short-lived signed URL of the policy's document (open it in a new tab)",
    params: policyParams,
    responses: { 200: insuranceFileUrlSchema },
    errors: ['not_found'],
  },
});
