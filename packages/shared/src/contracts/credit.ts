import { z } from 'zod';
import {
  creditAccountFieldsSchema,
  creditAccountSchema,
  creditSummarySchema,
  setCreditBalanceSchema,
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
  get: {
    method: 'GET',
    path: '/api/credit-accounts/:id',
    access: 'finance.manage',
    summary:
      'One account, with its balance explained: balance_set on balance_set_at, payments_since, current_balance',
    params: accountParams,
    responses: { 200: creditAccountSchema },
    errors: ['not_found'],
  },
  setBalance: {
    method: 'POST',
    path: '/api/credit-accounts/:id/balance',
    access: 'finance.manage',
    summary: 'Set the balance again from a statement (payments since start from 0)',
    description:
      'The balance becomes balance_set and current_balance, balance_set_at is now and payments_since is 0 (decision 031). 409 stale_update when updated_at is stale.',
    params: accountParams,
    body: setCreditBalanceSchema,
    responses: { 200: creditAccountSchema },
    errors: ['not_found', 'stale_update'],
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
      "A changed owner must be one of the household's owner options (GET /api/settings/household); an owner who is no longer an option may be kept. A current_balance other than the stored one, or a changed account_type, sets the balance as from a statement (balance_set, balance_set_at now, payments_since 0; decision 031).",
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
