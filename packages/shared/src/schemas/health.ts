import { z } from 'zod';

const componentHealth = z.enum(['ok', 'error']);

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: componentHealth, kind: z.enum(['pglite', 'postgres']) }),
  storage: z.object({
    status: componentHealth,
    kind: z.enum(['local', 's3']),
    /** Why the store does not answer, in words safe to show anyone (no addresses). */
    detail: z.string().optional(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
