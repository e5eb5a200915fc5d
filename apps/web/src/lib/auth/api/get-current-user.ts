import { accessContract } from '@hrt/shared/contracts/access';
import { jsonBodySchema } from '@hrt/shared/contracts/endpoint';
import type { Me } from '@hrt/shared/schemas/auth';
import { ApiError } from '@/lib/api-client';

/**
 * The signed-in user and their role, from an answer to GET /api/auth/me already received: the
 * request starts as the app boots, while this module (and the contract's zod) loads.
 */
export function parseCurrentUser(answer: unknown): Me {
  const parsed = jsonBodySchema(accessContract.me.responses[200])?.safeParse(answer);
  // The words and kind callEndpoint gives an answer its contract refuses.
  if (!parsed?.success) {
    throw new ApiError('Invalid response format from server', 200, 'server_error', false);
  }
  return parsed.data as Me;
}
