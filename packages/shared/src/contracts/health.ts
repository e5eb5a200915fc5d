import { healthSchema } from '../schemas/health.ts';
import { defineContract } from './endpoint.ts';

export const healthContract = defineContract('health', {
  check: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Whether the database and the file store answer',
    // 503 carries the same report, saying which part failed.
    responses: { 200: healthSchema, 503: healthSchema },
    errors: [],
  },
});
