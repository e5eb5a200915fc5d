import { accessContract } from '@hrt/shared/contracts/access';
import { jsonBodySchema } from '@hrt/shared/contracts/endpoint';
import type { Me } from '@hrt/shared/schemas/auth';

/**
 * The signed-in user and their role, from an answer to GET /api/auth/me already received: the
 * request starts as the app boots, while this module (and the contract's zod) loads.
 */
export function parseCurrentUser(answer: unknown): Me | null {
  const parsed = jsonBodySchema(accessContract.me.responses[200])?.safeParse(answer);
  return parsed?.success ? (parsed.data as Me) : null;
}
