import { ownerSetupSchema, tokenResponseSchema } from '../../schemas/identity.ts';
import { defineContract } from '../endpoint.ts';

/** First-run set-up: the owner account, made with the one-time link the server printed. */
export const ownerSetupContract = defineContract('identity', {
  setup: {
    method: 'POST',
    path: '/api/identity/setup',
    access: 'public',
    summary: 'Create the owner account with the one-time link the server printed',
    body: ownerSetupSchema,
    responses: { 200: tokenResponseSchema },
    errors: ['owner_exists', 'conflict', 'setup_token_invalid'],
  },
});
