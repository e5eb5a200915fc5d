import { z } from 'zod';
import {
  creditAccountFieldsSchema,
  creditAccountSchema,
  creditSummarySchema,
  updateCreditAccountSchema,
} from '../schemas/credit.ts';
import { trashEntrySchema } from '../schemas/trash.ts';
import { defineContract } from './endpoint.ts';

const accountParams = z.object({ id: z.uuid() });

/**
 * Credit accounts: personal finances, so every endpoint needs finance.manage. The household
 * whose members own the accounts is in the settings contract.
 */
export const creditContract = defineContract('credit', {
  list: {
    method: 'GET',
    path: '/api/credit-accounts',
    access: 'finance.manage',
    summary: 'Every credit account, with its utilization computed by the server',
    responses: { 200: z.array(creditAccountSchema) },
    errors: [],
  },
  summary: {
    method: 'GET',
    path: '/api/credit-accounts/summary',
    access: 'finance.manage',
    summary: 'The summary tiles; credit totals count credit cards and lines of credit only',
    responses: { 200: creditSummarySchema },
    errors: [],
  },
  create: {
    method: 'POST',
    path: '/api/credit-accounts',
    access: 'finance.manage',
    summary: 'Add an account; fields that do not apply to its type are cleared',
    description:
      "The owner must be one of the household's owner options (GET /api/settings/household); any other answers 400 with an error on `owner`.",
    body: creditAccountFieldsSchema,
    responses: { 201: creditAccountSchema },
    errors: [],
  },
  update: {
    method: 'PUT',
    path: '/api/credit-accounts/:id',
    access: 'finance.manage',
    summary: 'Replace an account (409 stale_update when updated_at is stale)',
    description:
      "A changed owner must be one of the household's owner options (GET /api/settings/household); an owner who is no longer an option may be kept.",
    params: accountParams,
    body: updateCreditAccountSchema,
    responses: { 200: creditAccountSchema },
    errors: ['not_found', 'stale_update'],
  },
  remove: {
    method: 'DELETE',
    path: '/api/credit-accounts/:id',
    access: 'finance.manage',
    summary: 'Move an account to the trash (409 when expenses were paid from it: mark it inactive)',
    params: accountParams,
    responses: { 200: trashEntrySchema },
    errors: ['not_found', 'conflict'],
  },
});
