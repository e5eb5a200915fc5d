import { z } from 'zod';
import { type ApiErrorBody, errorCodes } from '../errors.ts';

/** The body of every error response, {detail, code, errors?} (decision 027). */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(errorCodes),
  errors: z.record(z.string(), z.array(z.string())).optional(),
}) satisfies z.ZodType<ApiErrorBody>;
